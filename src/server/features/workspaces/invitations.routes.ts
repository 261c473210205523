import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { workspaceInvitationMail } from "@/server/auth/mail-templates";
import { requireUser } from "@/server/auth/middleware";
import { hashToken, randomToken } from "@/server/auth/tokens";
import { findMembership } from "@/server/db/memberships";
import { publishWorkspaceChange, requireCapability } from "@/server/http/workspace-scope";
import { createRouter, type Router } from "@/server/http/router";
import { badRequest, conflict, forbidden, gone, notFound } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { errorSchema, idParamSchema } from "@/shared/contracts/common";
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  createInvitationBody,
  INVITATION_PATH,
  INVITATION_TTL_DAYS,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParams,
} from "@/shared/contracts/workspace-members";
import { messages } from "@/shared/messages";
import { requirePathWorkspace } from "@/server/http/workspace-from-path";
import { recordActivity } from "@/server/features/activity/activity.service";
import { createWorkspacesRepository, type InvitationWithNames, toInvitation } from "./workspaces.repository";

const meta = signedInMeta("workspaces");
const errors = { ...errorResponses, 403: json(errorSchema, "The caller's role may not do this") };
const invitationParams = z.object({ id: z.string().uuid(), invitation_id: z.string().uuid() });
const invalidResponses = { 404: json(errorSchema, "No such invitation"), 410: json(errorSchema, "Expired, revoked or already used") };
const m = messages.workspaceMembers;
const TTL_MS = INVITATION_TTL_DAYS * 24 * 3600_000;

const create = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/{id}/invitations",
  summary: "Invite someone with a role: by email (mailed with its link) or as a single-use link answered once; valid 7 days",
  request: { params: idParamSchema, ...jsonBody(createInvitationBody) },
  responses: { 201: json(createdInvitationSchema, "The invitation and its link"), ...notYoursResponse, ...errors, 409: json(errorSchema, "Already a member") },
});

const pending = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "get",
  path: "/{id}/invitations",
  summary: "The workspace's pending invitations (not accepted or revoked; expired ones can be resent), newest first",
  request: { params: idParamSchema },
  responses: { 200: json(z.object({ data: z.array(invitationSchema) }), "Pending invitations"), ...notYoursResponse, ...errors },
});

const resend = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/{id}/invitations/{invitation_id}/resend",
  summary: "Mail an email invitation again with a new link, valid 7 more days (the old link stops working)",
  request: { params: invitationParams },
  responses: { 200: json(createdInvitationSchema, "The invitation and its new link"), ...notYoursResponse, ...errors },
});

const revoke = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "delete",
  path: "/{id}/invitations/{invitation_id}",
  summary: "Revoke a pending invitation: its link stops working",
  request: { params: invitationParams },
  responses: { 204: { description: "Revoked" }, ...notYoursResponse, ...errors },
});

const preview = createRoute({
  tags: ["invitations"],
  method: "get",
  path: "/{token}",
  summary: "What an invitation link offers, before signing in: the workspace's name, the role and who invited",
  request: { params: invitationTokenParams },
  responses: { 200: json(invitationPreviewSchema, "The invitation"), ...invalidResponses, 400: errorResponses[400] },
});

const accept = createRoute({
  ...signedInMeta("invitations"),
  middleware: [requireUser] as const,
  method: "post",
  path: "/{token}/accept",
  summary: "Accept an invitation as the signed-in user (once); an email invitation only by the account with that email",
  request: { params: invitationTokenParams },
  responses: { 200: json(acceptedInvitationSchema, "The workspace joined"), ...invalidResponses, ...errors },
});

/** A new token and its link: only the hash is kept, so the link is shown (or mailed) now or never. */
function newToken(c: Context<AppEnv>) {
  const token = randomToken();
  return { token, hash: hashToken(token), link: `${c.var.deps.config.publicUrl}${INVITATION_PATH}?${new URLSearchParams({ token })}` };
}

async function mailInvitation(c: Context<AppEnv>, row: InvitationWithNames, link: string) {
  if (!row.email) return;
  await c.var.deps.mailer.send(workspaceInvitationMail(row.email, c.var.user.email, row.workspaceName, row.role, link));
}

/** The invitation a token names while it can still be accepted; else 404 (unknown) or 410 with why. */
async function usableInvitation(c: Context<AppEnv>, token: string): Promise<InvitationWithNames> {
  const row = await createWorkspacesRepository(c.var.deps.database.db).invitationByToken(hashToken(token));
  if (!row) throw notFound(m.invitationInvalid, "invitation_not_found");
  if (row.revokedAt) throw gone(m.invitationRevoked, undefined, "invitation_revoked");
  if (row.acceptedAt) throw gone(m.invitationUsed, undefined, "invitation_used");
  if (toInvitation(row, c.var.deps.clock.now()).expired) throw gone(m.invitationExpired, undefined, "invitation_expired");
  return row;
}

/** The invitation routes under /api/workspaces/{id}/invitations (admins and the owner). */
export function addInvitationRoutes(router: Router) {
  const repo = (c: Context<AppEnv>) => createWorkspacesRepository(c.var.deps.database.db);

  router.openapi(create, async (c) => {
    const { id } = c.req.valid("param");
    const { email, role } = c.req.valid("json");
    if (c.var.workspace.kind === "personal") throw badRequest(m.personalHasNoMembers, "personal_workspace");
    const address = email?.toLowerCase() ?? null;
    if (address && (await repo(c).isMemberByEmail(id, address))) throw conflict(m.alreadyMember, "already_member");
    const now = c.var.deps.clock.now();
    const { hash, link } = newToken(c);
    const invitationId = await repo(c).insertInvitation({
      workspaceId: id,
      email: address,
      role,
      tokenHash: hash,
      invitedBy: c.var.user.id,
      expiresAt: new Date(now.getTime() + TTL_MS).toISOString(),
      now: now.toISOString(),
    });
    const row = (await repo(c).pendingInvitation(id, invitationId))!;
    await mailInvitation(c, row, link);
    await publishWorkspaceChange(c, "workspaces", id);
    await recordActivity(c.var.deps, {
      workspaceId: id,
      actorId: c.var.user.id,
      verb: "invited",
      objectKind: "invitation",
      objectId: invitationId,
      summary: address ? messages.activity.invited(address, role) : messages.activity.invitedByLink(role),
    });
    return c.json({ ...toInvitation(row, now), link }, 201);
  });

  router.openapi(pending, async (c) => {
    const now = c.var.deps.clock.now();
    const rows = await repo(c).pendingInvitations(c.req.valid("param").id);
    return c.json({ data: rows.map((row) => toInvitation(row, now)) }, 200);
  });

  router.openapi(resend, async (c) => {
    const { id, invitation_id: invitationId } = c.req.valid("param");
    const row = await repo(c).pendingInvitation(id, invitationId);
    if (!row) throw notFound(m.invitationNotFound, "invitation_not_found");
    if (!row.email) throw badRequest(m.invitationNotByEmail, "not_an_email_invitation");
    const now = c.var.deps.clock.now();
    const { hash, link } = newToken(c);
    await repo(c).renewInvitation(invitationId, hash, new Date(now.getTime() + TTL_MS).toISOString());
    const renewed = (await repo(c).pendingInvitation(id, invitationId))!;
    await mailInvitation(c, renewed, link);
    await publishWorkspaceChange(c, "workspaces", id);
    return c.json({ ...toInvitation(renewed, now), link }, 200);
  });

  router.openapi(revoke, async (c) => {
    const { id, invitation_id: invitationId } = c.req.valid("param");
    if (!(await repo(c).revokeInvitation(id, invitationId, c.var.deps.clock.now().toISOString()))) throw notFound(m.invitationNotFound, "invitation_not_found");
    await publishWorkspaceChange(c, "workspaces", id);
    return c.body(null, 204);
  });
}

/** /api/invitations/{token}: what a link shows, and accepting it. */
export function createInvitationsRouter() {
  const router = createRouter();

  router.openapi(preview, async (c) => {
    const row = await usableInvitation(c, c.req.valid("param").token);
    return c.json({ workspace_name: row.workspaceName, role: toInvitation(row, c.var.deps.clock.now()).role, inviter: row.inviterEmail, by_email: row.email !== null }, 200);
  });

  router.openapi(accept, async (c) => {
    const row = await usableInvitation(c, c.req.valid("param").token);
    const repo = createWorkspacesRepository(c.var.deps.database.db);
    const email = await repo.userEmail(c.var.user.id);
    if (row.email && row.email.toLowerCase() !== email?.toLowerCase()) throw forbidden(m.invitationEmailMismatch(email ?? ""), "invitation_email_mismatch");
    // Lost a race with another accept of the same link (or it expired just now): the same answer as a used one.
    if (!(await repo.accept(row.id, c.var.user.id, c.var.deps.clock.now().toISOString()))) throw gone(m.invitationUsed, undefined, "invitation_used");
    const membership = (await findMembership(c.var.deps.database.db, c.var.user.id, row.workspaceId))!;
    c.set("workspace", membership);
    await publishWorkspaceChange(c, "workspaces", row.workspaceId);
    await recordActivity(c.var.deps, {
      workspaceId: row.workspaceId,
      actorId: c.var.user.id,
      verb: "joined",
      objectKind: "member",
      objectId: c.var.user.id,
      summary: messages.activity.joined(membership.role),
    });
    return c.json({ workspace: (await repo.summary(c.var.user.id, row.workspaceId))! }, 200);
  });

  return router;
}
