/**
 * /api/storage-quota (issue 22 point 6): everyone reads their own use of their storage quota; administrators
 * read and set the instance default, the local models' budget and any account's own quota.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireAdmin, requireUser } from "@/server/auth/middleware";
import { notFound } from "@/server/lib/errors";
import { adminErrorResponses, errorResponses, json, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { idParamSchema } from "@/shared/contracts/common";
import {
  accountStorageListSchema,
  accountStorageQuery,
  setAccountQuotaBody,
  setStorageQuotaSettingsBody,
  storageQuotaSettingsSchema,
  storageUsageSchema,
} from "@/shared/contracts/storage-quota";
import { createStorageQuota, localModelsUsedBytes, type StorageQuota } from "./storage-quota.service";

const meta = signedInMeta("storage-quota");
const adminErrors = adminErrorResponses({ 422: "A field the route does not take" });
const ACCOUNTS_PAGE = 100;

const mine = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/",
  summary: "The caller's stored bytes per category (uploads, documents, generated images) against their storage quota",
  responses: { 200: json(storageUsageSchema, "The caller's use and quota"), ...errorResponses },
});

const getSettings = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/settings",
  summary: "The default storage quota of every account and the local models' disk budget, with their use (admin)",
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

const listAccounts = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/accounts",
  summary: "Accounts with their stored bytes and quota, the largest users first, 100 at most (admin; q filters by email)",
  request: { query: accountStorageQuery },
  responses: { 200: json(accountStorageListSchema, "The accounts"), ...adminErrors },
});

const putAccount = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "put",
  path: "/accounts/{id}",
  summary: "Set an account's own storage quota in bytes, or null to use the default again (admin)",
  request: { params: idParamSchema, body: { content: { "application/json": { schema: setAccountQuotaBody } }, required: true } },
  responses: { 200: json(storageUsageSchema, "The account's use and quota now"), ...notYoursResponse, ...adminErrors },
});

const quotaOf = (c: Context<AppEnv>) => createStorageQuota({ db: c.var.deps.database.db, config: c.var.deps.config });

const toUsage = (s: Awaited<ReturnType<StorageQuota["summary"]>>) => ({
  quota_bytes: s.quotaBytes,
  used_bytes: s.usedBytes,
  override_bytes: s.overrideBytes,
  by_category: s.byCategory,
});

async function settingsOf(c: Context<AppEnv>) {
  const defaults = await quotaOf(c).defaults();
  const models = c.var.deps.services.localModels ? await c.var.deps.services.localModels.list() : [];
  return { default_quota_bytes: defaults.defaultQuotaBytes, local_models_budget_bytes: defaults.localModelsBudgetBytes, local_models_used_bytes: localModelsUsedBytes(models) };
}

export function createStorageQuotaRouter() {
  const router = createRouter();

  router.openapi(mine, async (c) => c.json(toUsage(await quotaOf(c).summary(c.var.user.id)), 200));

  router.openapi(getSettings, async (c) => c.json(await settingsOf(c), 200));

  router.openapi(
    putSettings,
    async (c) => {
      const body = c.req.valid("json");
      await quotaOf(c).setDefaults({ defaultQuotaBytes: body.default_quota_bytes, localModelsBudgetBytes: body.local_models_budget_bytes }, c.var.deps.clock.now().toISOString());
      return c.json(await settingsOf(c), 200);
    },
  );

  router.openapi(listAccounts, async (c) => {
    const quota = quotaOf(c);
    const [rows, defaults] = await Promise.all([quota.accounts(c.req.valid("query").q || undefined, ACCOUNTS_PAGE), quota.defaults()]);
    const data = rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      used_bytes: Number(r.usedBytes),
      override_bytes: r.overrideBytes,
      quota_bytes: r.overrideBytes ?? defaults.defaultQuotaBytes,
    }));
    return c.json({ data, next_cursor: null }, 200);
  });

  router.openapi(
    putAccount,
    async (c) => {
      const { id } = c.req.valid("param");
      const quota = quotaOf(c);
      if (!(await quota.setOverride(id, c.req.valid("json").quota_bytes, c.var.deps.clock.now().toISOString()))) throw notFound();
      return c.json(toUsage(await quota.summary(id)), 200);
    },
  );

  return router;
}
