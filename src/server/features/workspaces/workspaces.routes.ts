import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireUser } from "@/server/auth/middleware";
import { requireCapability, publishWorkspaceChange } from "@/server/http/workspace-scope";
import { createRouter } from "@/server/http/router";
import { badRequest, conflict, forbidden, notFound } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { errorSchema, idParamSchema } from "@/shared/contracts/common";
import { changeRoleBody, createWorkspaceBody, memberSchema, renameWorkspaceBody, transferBody, workspaceSummarySchema } from "@/shared/contracts/workspace-members";
import { messages } from "@/shared/messages";
import { can } from "@/shared/roles";
import { createAccountService } from "@/server/features/account/account.service";
import { addInvitationRoutes } from "./invitations.routes";
import { requirePathWorkspace } from "@/server/http/workspace-from-path";
import { createWorkspacesRepository } from "./workspaces.repository";

const meta = signedInMeta("workspaces");
const errors = { ...errorResponses, 403: json(errorSchema, "The caller's role may not do this") };
const memberParams = z.object({ id: z.string().uuid(), user_id: z.string().uuid() });
const m = messages.workspaceMembers;

const list = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/",
  summary: "The caller's workspaces (personal first), each with the caller's role and its member count",
  responses: { 200: json(z.object({ data: z.array(workspaceSummarySchema) }), "The caller's workspaces"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "post",
  path: "/",
  summary: "Create a team workspace; the caller is its owner",
  request: jsonBody(createWorkspaceBody),
  responses: { 201: json(workspaceSummarySchema, "The new workspace"), ...errors },
});

const rename = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "patch",
  path: "/{id}",
  summary: "Rename a workspace (admins and the owner)",
  request: { params: idParamSchema, ...jsonBody(renameWorkspaceBody) },
  responses: { 200: json(workspaceSummarySchema, "The renamed workspace"), ...notYoursResponse, ...errors },
});

const remove = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("own")] as const,
  method: "delete",
  path: "/{id}",
  summary: "Delete a team workspace with everything in it (the owner); a personal workspace goes only with its account",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...notYoursResponse, ...errors },
});

const members = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/{id}/members",
  summary: "The members of a workspace with their roles, the owner first",
  request: { params: idParamSchema },
  responses: { 200: json(z.object({ data: z.array(memberSchema) }), "The members"), ...notYoursResponse, ...errors },
});

const changeRole = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "patch",
  path: "/{id}/members/{user_id}",
  summary: "Change a member's role (admins and the owner); the owner's role changes only by a transfer",
  request: { params: memberParams, ...jsonBody(changeRoleBody) },
  responses: { 200: json(memberSchema, "The member with the new role"), ...notYoursResponse, ...errors },
});

const removeMember = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "delete",
  path: "/{id}/members/{user_id}",
  summary: "Remove a member (admins and the owner); they lose access at once, also on their open pages",
  request: { params: memberParams },
  responses: { 204: { description: "Removed" }, ...notYoursResponse, ...errors },
});

const leave = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("read")] as const,
  method: "post",
  path: "/{id}/leave",
  summary: "Leave a workspace; the owner transfers ownership first",
  request: { params: idParamSchema },
  responses: { 204: { description: "Left" }, ...notYoursResponse, ...errors, 409: json(errorSchema, "The owner must transfer ownership first") },
});

const transfer = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("own")] as const,
  method: "post",
  path: "/{id}/transfer",
  summary: "Make another member the owner (the owner only); the previous owner becomes an admin",
  request: { params: idParamSchema, ...jsonBody(transferBody) },
  responses: { 200: json(z.object({ data: z.array(memberSchema) }), "The members after the transfer"), ...notYoursResponse, ...errors },
});

/** The removed member's open sockets on every instance lose the workspace's channel, and the others refresh. */
async function afterMembershipChange(c: Context<AppEnv>, workspaceId: string, revokedUserId?: string) {
  if (revokedUserId) await c.var.deps.services.realtime?.revokeWorkspaceAccess(workspaceId, revokedUserId);
  await publishWorkspaceChange(c, "workspaces", workspaceId);
}

export function createWorkspacesRouter() {
  const router = createRouter();
  const repo = (c: Context<AppEnv>) => createWorkspacesRepository(c.var.deps.database.db);
  const now = (c: Context<AppEnv>) => c.var.deps.clock.now().toISOString();

  router.openapi(list, async (c) => c.json({ data: await repo(c).listFor(c.var.user.id) }, 200));

  router.openapi(create, async (c) => {
    const id = await repo(c).createTeam(c.var.user.id, c.req.valid("json").name, now(c));
    return c.json((await repo(c).summary(c.var.user.id, id))!, 201);
  });

  router.openapi(rename, async (c) => {
    const { id } = c.req.valid("param");
    await repo(c).rename(id, c.req.valid("json").name, now(c));
    await publishWorkspaceChange(c, "workspaces", id);
    return c.json((await repo(c).summary(c.var.user.id, id))!, 200);
  });

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    if (c.var.workspace.kind === "personal") throw badRequest(m.personalNotDeletable, "personal_workspace");
    // The files are listed while their rows exist and deleted from storage once the rows are gone (as for an account).
    const account = createAccountService(c.var.deps);
    const files = await account.filesOf(id);
    const former = await repo(c).remove(id);
    const hub = c.var.deps.services.realtime;
    if (hub) await Promise.all(former.map((userId) => hub.revokeWorkspaceAccess(id, userId)));
    const removed = await account.removeFiles(files);
    c.var.log?.info({ workspace: id, ...removed }, "workspace deleted by its owner");
    return c.body(null, 204);
  });

  router.openapi(members, async (c) => c.json({ data: await repo(c).members(c.req.valid("param").id) }, 200));

  router.openapi(changeRole, async (c) => {
    const { id, user_id: userId } = c.req.valid("param");
    const current = await repo(c).memberRole(id, userId);
    if (!current) throw notFound(m.memberNotFound, "member_not_found");
    if (current === "owner") throw forbidden(m.ownerRoleFixed, "owner_role_fixed");
    await repo(c).setRole(id, userId, c.req.valid("json").role, now(c));
    await afterMembershipChange(c, id);
    return c.json((await repo(c).members(id)).find((x) => x.user_id === userId)!, 200);
  });

  router.openapi(removeMember, async (c) => {
    const { id, user_id: userId } = c.req.valid("param");
    const current = await repo(c).memberRole(id, userId);
    if (!current) throw notFound(m.memberNotFound, "member_not_found");
    if (current === "owner") throw forbidden(m.ownerCannotBeRemoved, "owner_not_removable");
    await repo(c).removeMember(id, userId);
    await afterMembershipChange(c, id, userId);
    return c.body(null, 204);
  });

  router.openapi(leave, async (c) => {
    const { id } = c.req.valid("param");
    if (can(c.var.workspace.role, "own")) throw conflict(m.ownerMustTransfer, "owner_must_transfer");
    await repo(c).removeMember(id, c.var.user.id);
    await afterMembershipChange(c, id, c.var.user.id);
    return c.body(null, 204);
  });

  router.openapi(transfer, async (c) => {
    const { id } = c.req.valid("param");
    const to = c.req.valid("json").user_id;
    if (to === c.var.user.id) throw badRequest(m.transferToSelf, "already_owner");
    if (!(await repo(c).transfer(id, c.var.user.id, to, now(c)))) throw notFound(m.memberNotFound, "member_not_found");
    await afterMembershipChange(c, id);
    return c.json({ data: await repo(c).members(id) }, 200);
  });

  addInvitationRoutes(router);
  return router;
}
