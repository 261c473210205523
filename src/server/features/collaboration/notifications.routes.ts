import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller, requireUser } from "@/server/auth/middleware";
import { createRouter } from "@/server/http/router";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { errorResponses, json, jsonBody, signedInMeta } from "@/server/lib/openapi";
import { COLLAB, draftCollabSummarySchema, notificationListSchema, notificationPrefsSchema } from "@/shared/contracts/collaboration";
import { draftListQuery } from "@/shared/contracts/drafts";
import { errorSchema } from "@/shared/contracts/common";
import { createApprovalsRepository } from "./approvals.repository";
import { createCommentsRepository } from "./comments.repository";
import { createNotificationsRepository } from "./notifications.repository";

const meta = signedInMeta("notifications");
const roleErrors = { 403: json(errorSchema, "Your role in this workspace cannot do this"), 404: json(errorSchema, "Workspace not found") };

const list = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/notifications",
  summary: "The caller's notifications (newest first, of workspaces they are a member of) and the unread count",
  responses: { 200: json(notificationListSchema, "Notifications"), ...errorResponses },
});
const markRead = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "post",
  path: "/notifications/read",
  summary: "Mark notifications read: the given ids, or all",
  request: jsonBody(z.union([z.object({ ids: z.array(z.string().uuid()).max(200) }), z.object({ all: z.literal(true) })])),
  responses: { 200: json(z.object({ unread: z.number().int() }), "The unread count after"), ...errorResponses },
});
const getPrefs = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/notifications/preferences",
  summary: "Which notifications reach the caller by email (in-app ones always do)",
  responses: { 200: json(notificationPrefsSchema, "Preferences"), ...errorResponses },
});
const putPrefs = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "put",
  path: "/notifications/preferences",
  summary: "Turn each kind of email notification on or off",
  request: jsonBody(notificationPrefsSchema),
  responses: { 200: json(notificationPrefsSchema, "Preferences"), ...errorResponses },
});
const summary = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/collaboration/drafts",
  summary: "Each draft of a content page with its approval status and open comment threads (the row badges)",
  request: { query: draftListQuery },
  responses: { 200: json(draftCollabSummarySchema, "Statuses and counts by draft id"), ...roleErrors, ...errorResponses },
});
const approvalsSetting = z.object({ approvals_required: z.boolean() });
const getApprovals = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/collaboration/settings",
  summary: "Whether writers' scheduled posts wait for approval in this workspace (always false in a personal one)",
  responses: { 200: json(approvalsSetting, "The setting"), ...roleErrors, ...errorResponses },
});
const setApprovals = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "put",
  path: "/collaboration/settings",
  summary: "Whether writers' scheduled posts wait for approval in this team workspace (admins)",
  request: jsonBody(approvalsSetting),
  responses: { 200: json(approvalsSetting, "The setting"), ...roleErrors, ...errorResponses },
});

export function createNotificationsRouter() {
  const router = createRouter();
  const repo = (c: Context<AppEnv>) => createNotificationsRepository(c.var.deps.database.db);

  router.openapi(list, async (c) => {
    const r = repo(c);
    return c.json({ data: await r.list(c.var.user.id, COLLAB.maxNotificationsListed), unread: await r.unread(c.var.user.id) }, 200);
  });

  router.openapi(markRead, async (c) => {
    const body = c.req.valid("json");
    const r = repo(c);
    await r.markRead(c.var.user.id, "all" in body ? "all" : body.ids, c.var.deps.clock.now().toISOString());
    return c.json({ unread: await r.unread(c.var.user.id) }, 200);
  });

  router.openapi(getPrefs, async (c) => c.json(await repo(c).prefs(c.var.user.id), 200));

  router.openapi(putPrefs, async (c) => {
    await repo(c).setPrefs(c.var.user.id, c.req.valid("json"), c.var.deps.clock.now().toISOString());
    return c.json(await repo(c).prefs(c.var.user.id), 200);
  });

  router.openapi(summary, async (c) => {
    const db = c.var.deps.database.db;
    const ws = c.var.workspace.id;
    const approvals = createApprovalsRepository(db);
    const ids = await approvals.draftIdsOfPage(ws, c.req.valid("query").page);
    const [statuses, counts] = [await approvals.statuses(ws, ids), await createCommentsRepository(db).openThreadCounts(ws, ids)];
    const data = Object.fromEntries(ids.map((id) => [id, { status: statuses.get(id) ?? "draft", open_comments: counts.get(id) ?? 0 }]));
    return c.json({ data, approvals_required: await approvals.required(ws) }, 200);
  });

  router.openapi(getApprovals, async (c) =>
    c.json({ approvals_required: await createApprovalsRepository(c.var.deps.database.db).required(c.var.workspace.id) }, 200),
  );

  router.openapi(setApprovals, async (c) => {
    const { approvals_required } = c.req.valid("json");
    await createApprovalsRepository(c.var.deps.database.db).setRequired(c.var.workspace.id, approvals_required, c.var.deps.clock.now().toISOString());
    return c.json({ approvals_required }, 200);
  });

  return router;
}
