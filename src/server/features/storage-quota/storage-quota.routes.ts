/**
 * /api/storage-quota (issue 22 point 6, per workspace since issue 25): every member reads the use of the request's
 * workspace against its quota; instance administrators read and set the instance default, the local models'
 * budget and any workspace's own quota.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireAdmin, requireCaller, requireUser } from "@/server/auth/middleware";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { notFound } from "@/server/lib/errors";
import { adminErrorResponses, errorResponses, json, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { idParamSchema } from "@/shared/contracts/common";
import {
  setStorageQuotaSettingsBody,
  setWorkspaceQuotaBody,
  storageQuotaSettingsSchema,
  storageUsageSchema,
  workspaceStorageListSchema,
  workspaceStorageQuery,
} from "@/shared/contracts/storage-quota";
import { createStorageQuota, localModelsUsedBytes, type StorageQuota } from "./storage-quota.service";

const meta = signedInMeta("storage-quota");
const adminErrors = adminErrorResponses({ 422: "A field the route does not take" });
const WORKSPACES_PAGE = 100;

const mine = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's stored bytes per category (uploads, documents, generated images) against its storage quota",
  responses: { 200: json(storageUsageSchema, "The workspace's use and quota"), ...notYoursResponse, ...errorResponses },
});

const getSettings = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/settings",
  summary: "The default storage quota of every workspace and the local models' disk budget, with their use (admin)",
  responses: { 200: json(storageQuotaSettingsSchema, "The settings"), ...adminErrors },
});

const putSettings = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "put",
  path: "/settings",
  summary: "Set the default storage quota and/or the local models' disk budget, in bytes (admin)",
  request: { body: { content: { "application/json": { schema: setStorageQuotaSettingsBody } }, required: true } },
  responses: { 200: json(storageQuotaSettingsSchema, "The settings now"), ...adminErrors },
});

const listWorkspaces = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/workspaces",
  summary: "Workspaces with their stored bytes and quota, the largest first, 100 at most (admin; q filters by name or owner's email)",
  request: { query: workspaceStorageQuery },
  responses: { 200: json(workspaceStorageListSchema, "The workspaces"), ...adminErrors },
});

const putWorkspace = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "put",
  path: "/workspaces/{id}",
  summary: "Set a workspace's own storage quota in bytes, or null to use the default again (admin)",
  request: { params: idParamSchema, body: { content: { "application/json": { schema: setWorkspaceQuotaBody } }, required: true } },
  responses: { 200: json(storageUsageSchema, "The workspace's use and quota now"), ...notYoursResponse, ...adminErrors },
});

const quotaOf = (c: Context<AppEnv>) => createStorageQuota({ db: c.var.deps.database.db, config: c.var.deps.config });

const toUsage = (s: Awaited<ReturnType<StorageQuota["summary"]>>) => {
  if (!s.workspace) throw notFound();
  return {
    workspace_id: s.workspace.id,
    workspace_name: s.workspace.name,
    workspace_kind: s.workspace.kind,
    quota_bytes: s.quotaBytes,
    used_bytes: s.usedBytes,
    override_bytes: s.overrideBytes,
    by_category: s.byCategory,
  };
};

async function settingsOf(c: Context<AppEnv>) {
  const defaults = await quotaOf(c).defaults();
  const models = c.var.deps.services.localModels ? await c.var.deps.services.localModels.list() : [];
  return {
    default_quota_bytes: defaults.defaultQuotaBytes,
    local_models_budget_bytes: defaults.localModelsBudgetBytes,
    local_models_used_bytes: localModelsUsedBytes(models),
  };
}

export function createStorageQuotaRouter() {
  const router = createRouter();

  router.openapi(mine, async (c) => c.json(toUsage(await quotaOf(c).summary(c.var.workspace.id)), 200));

  router.openapi(getSettings, async (c) => c.json(await settingsOf(c), 200));

  router.openapi(putSettings, async (c) => {
    const body = c.req.valid("json");
    await quotaOf(c).setDefaults(
      { defaultQuotaBytes: body.default_quota_bytes, localModelsBudgetBytes: body.local_models_budget_bytes },
      c.var.deps.clock.now().toISOString(),
    );
    return c.json(await settingsOf(c), 200);
  });

  router.openapi(listWorkspaces, async (c) => {
    const quota = quotaOf(c);
    const [rows, defaults] = await Promise.all([quota.workspaces(c.req.valid("query").q || undefined, WORKSPACES_PAGE), quota.defaults()]);
    const data = rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      owner_email: r.ownerEmail ?? null,
      used_bytes: Number(r.usedBytes),
      override_bytes: r.overrideBytes,
      quota_bytes: r.overrideBytes ?? defaults.defaultQuotaBytes,
    }));
    return c.json({ data, next_cursor: null }, 200);
  });

  router.openapi(putWorkspace, async (c) => {
    const { id } = c.req.valid("param");
    const quota = quotaOf(c);
    if (!(await quota.setOverride(id, c.req.valid("json").quota_bytes, c.var.deps.clock.now().toISOString()))) throw notFound();
    await publishWorkspaceChange(c, "storageQuota", id, id);
    return c.json(toUsage(await quota.summary(id)), 200);
  });

  return router;
}
