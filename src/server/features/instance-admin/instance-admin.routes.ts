/**
 * /api/admin (issue 25), for the server's admins (users.role = admin): the sign-up mode, and the users page: search,
 * disable and enable (a disabled user's sessions end at once and sign-in is refused), delete with their data,
 * resend the confirmation mail, make or remove an admin (never the last one).
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { createAuthService } from "@/server/auth/auth.service";
import { adminOnly, requireUser } from "@/server/auth/middleware";
import { readSignupMode, writeSignupMode } from "@/server/auth/signup-mode";
import { createAccountService } from "@/server/features/account/account.service";
import { conflict, notFound, unprocessable } from "@/server/lib/errors";
import { adminErrorResponses, json, jsonBody, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { adminRoleBody, adminUserSchema, adminUsersList, adminUsersQuery, instanceSettingsSchema } from "@/shared/contracts/instance-admin";
import { messages } from "@/shared/messages";
import { createInstanceAdminRepository } from "./instance-admin.repository";

const requireInstanceAdmin = adminOnly(messages.instanceAdmin.adminsOnly);
const meta = signedInMeta("admin");
const params = z.object({ id: z.string().uuid() });
const userErrors = adminErrorResponses({ 404: "No such user", 409: "The last admin, or the admin's own account" });

const getSettings = createRoute({
  ...meta,
  middleware: [requireUser, requireInstanceAdmin] as const,
  method: "get",
  path: "/settings",
  summary: "Instance settings: who may sign up (admin)",
  responses: { 200: json(instanceSettingsSchema, "The settings"), ...adminErrorResponses({}) },
});

const putSettings = createRoute({
  ...meta,
  middleware: [requireUser, requireInstanceAdmin] as const,
  method: "put",
  path: "/settings",
  summary: "Set who may sign up: open, invite-only (with a workspace invitation) or closed (admin)",
  request: jsonBody(instanceSettingsSchema),
  responses: { 200: json(instanceSettingsSchema, "The settings"), ...adminErrorResponses({}) },
});

const listUsers = createRoute({
  ...meta,
  middleware: [requireUser, requireInstanceAdmin] as const,
  method: "get",
  path: "/users",
  summary: "Users, newest first, whose email contains q (admin)",
  request: { query: adminUsersQuery },
  responses: { 200: json(adminUsersList, "The users"), ...adminErrorResponses({}) },
});

const userAction = (path: string, summary: string) =>
  createRoute({ ...meta, middleware: [requireUser, requireInstanceAdmin] as const, method: "post", path, summary, request: { params }, responses: { 200: json(adminUserSchema, "The user"), ...userErrors } });

const disable = userAction("/users/{id}/disable", "Disable a user: every session ends at once and sign-in is refused (admin)");
const enable = userAction("/users/{id}/enable", "Enable a disabled user (admin)");
const resend = userAction("/users/{id}/resend-confirmation", "Mail an unconfirmed user a new confirmation link (admin)");

const setRole = createRoute({
  ...meta,
  middleware: [requireUser, requireInstanceAdmin] as const,
  method: "put",
  path: "/users/{id}/role",
  summary: "Make a user an admin or remove the role; the last admin stays (admin)",
  request: { params, ...jsonBody(adminRoleBody) },
  responses: { 200: json(adminUserSchema, "The user"), ...userErrors },
});

const remove = createRoute({
  ...meta,
  middleware: [requireUser, requireInstanceAdmin] as const,
  method: "delete",
  path: "/users/{id}",
  summary: "Delete a user with their personal workspace, its rows and files; refused while they own a team workspace (admin)",
  request: { params },
  responses: { 204: { description: "Deleted" }, ...userErrors },
});

export function createInstanceAdminRouter() {
  const router = createRouter();
  const repoOf = (c: Context<AppEnv>) => createInstanceAdminRepository(c.var.deps.database.db);

  router.openapi(getSettings, async (c) => c.json({ signup_mode: await readSignupMode(c.var.deps.database.db) }, 200));

  router.openapi(putSettings, async (c) => {
    const { signup_mode } = c.req.valid("json");
    await writeSignupMode(c.var.deps.database.db, signup_mode);
    c.var.log?.info({ signup_mode, by: c.var.user.id }, "sign-up mode changed");
    return c.json({ signup_mode }, 200);
  });

  router.openapi(listUsers, async (c) => c.json(await repoOf(c).list(c.req.valid("query").q), 200));

  /** The target user, refusing one's own account (an admin manages it in Settings, and must not lock out). */
  async function target(c: Context<AppEnv>, id: string) {
    if (id === c.var.user.id) throw conflict(messages.instanceAdmin.notYourself, "not_yourself");
    const user = await repoOf(c).find(id);
    if (!user) throw notFound(messages.instanceAdmin.userNotFound, "user_not_found");
    return user;
  }

  router.openapi(disable, async (c) => {
    const { id } = c.req.valid("param");
    const user = await target(c, id);
    if (user.role === "admin" && (await repoOf(c).otherAdmins(id)) === 0) throw conflict(messages.instanceAdmin.lastAdmin, "last_admin");
    const at = c.var.deps.clock.now().toISOString();
    await repoOf(c).setDisabled(id, at);
    await c.var.deps.services.sessions?.endAllForUser(id, at);
    c.var.log?.info({ user: id, by: c.var.user.id }, "user disabled");
    return c.json((await repoOf(c).find(id))!, 200);
  });

  router.openapi(enable, async (c) => {
    const { id } = c.req.valid("param");
    await target(c, id);
    await repoOf(c).setDisabled(id, null);
    return c.json((await repoOf(c).find(id))!, 200);
  });

  router.openapi(resend, async (c) => {
    const { id } = c.req.valid("param");
    const user = await target(c, id);
    if (!(await createAuthService(c.var.deps).resendConfirmation(user.id))) throw unprocessable(messages.instanceAdmin.alreadyConfirmed, "already_confirmed");
    return c.json(user, 200);
  });

  router.openapi(setRole, async (c) => {
    const { id } = c.req.valid("param");
    const { role } = c.req.valid("json");
    const user = await target(c, id);
    if (role === "user" && user.role === "admin" && (await repoOf(c).otherAdmins(id)) === 0) throw conflict(messages.instanceAdmin.lastAdmin, "last_admin");
    await repoOf(c).setRole(id, role);
    // The role travels in access tokens: a removed admin's sessions end so no token keeps the role.
    if (role === "user" && user.role === "admin") await c.var.deps.services.sessions?.endAllForUser(id, c.var.deps.clock.now().toISOString());
    c.var.log?.info({ user: id, role, by: c.var.user.id }, "instance role changed");
    return c.json((await repoOf(c).find(id))!, 200);
  });

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    const user = await target(c, id);
    if (user.role === "admin" && (await repoOf(c).otherAdmins(id)) === 0) throw conflict(messages.instanceAdmin.lastAdmin, "last_admin");
    await createAccountService(c.var.deps).deleteUser(id, messages.instanceAdmin.userOwnsTeam);
    c.var.log?.info({ user: id, by: c.var.user.id }, "user deleted by an admin");
    return c.body(null, 204);
  });

  return router;
}
