import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { notFound } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import { storageQuotaOf } from "@/server/features/storage-quota/storage-quota.service";
import { createAnalyticsService } from "@/server/features/analytics/analytics.service";
import { keyOwner, type Bucket } from "@/server/storage/storage";
import { inWorkspace, workspaceErrorResponses } from "@/server/http/workspace-routes";
import { publishWorkspaceChange } from "@/server/http/workspace-scope";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import {
  bulkDeleteBody,
  bulkDeleteResult,
  createHistoryBody,
  historyItemSchema,
  historyListFilters,
  historyStatsSchema,
  updateHistoryBody,
  type HistoryItem,
} from "@/shared/contracts/history";
import { messages } from "@/shared/messages";
import { HISTORY_EXPORT_MAX_ITEMS, writeHistoryZip } from "./history-export";
import { createHistoryRepository, toHistoryItem } from "./history.repository";
import { createHistoryService } from "./history.service";
import { json, jsonBody } from "@/server/lib/openapi";

const errors = workspaceErrorResponses;
const common = { tags: ["history"], security: [{ bearerAuth: [] }] };
const reading = { ...common, middleware: inWorkspace("read") };
const writing = { ...common, middleware: inWorkspace("write") };

const list = createRoute({
  ...reading,
  method: "get",
  path: "/",
  summary: "The workspace's content history, newest first",
  description: "`q` matches content or original content (case-insensitive substring; % and _ are literal).",
  request: { query: listQuerySchema.extend(historyListFilters.shape) },
  responses: { 200: json(listResponse(historyItemSchema), "A page of history items"), ...errors },
});

const exportZip = createRoute({
  ...reading,
  method: "get",
  path: "/export",
  summary: "Download the workspace's History as a zip: history.csv and the items' images",
  description:
    "The same filters as the list (`q`, `type`, `language`), newest first, at most " +
    `${HISTORY_EXPORT_MAX_ITEMS} items. history.csv has the columns ${messages.history.exportColumns.join(", ")}; ` +
    "Images names each image by its path in the zip (images/...), so the links do not expire.",
  request: { query: historyListFilters },
  responses: {
    200: { description: "The zip", content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } } },
    ...errors,
  },
});

const stats = createRoute({
  ...reading,
  method: "get",
  path: "/stats",
  summary: "Counts for the stat cards",
  description: "`recent` counts items of the last 7 days, at most 5.",
  responses: { 200: json(historyStatsSchema, "Counts"), ...errors },
});

const create = createRoute({
  ...writing,
  method: "post",
  path: "/",
  summary: "Save content to the history by hand (generations are recorded by the AI functions themselves)",
  request: jsonBody(createHistoryBody),
  responses: { 201: json(historyItemSchema, "The saved item"), ...errors },
});

const bulkRemove = createRoute({
  ...writing,
  method: "delete",
  path: "/",
  summary: "Delete several items by id (only the workspace's are deleted)",
  request: jsonBody(bulkDeleteBody),
  responses: { 200: json(bulkDeleteResult, "How many were deleted"), ...errors },
});

const get = createRoute({
  ...reading,
  method: "get",
  path: "/{id}",
  summary: "One history item",
  request: { params: idParamSchema },
  responses: { 200: json(historyItemSchema, "The item"), ...errors },
});

const update = createRoute({
  ...writing,
  method: "patch",
  path: "/{id}",
  summary: "Change an item's content, original content or metadata",
  request: { params: idParamSchema, ...jsonBody(updateHistoryBody) },
  responses: { 200: json(historyItemSchema, "The updated item"), ...errors },
});

const remove = createRoute({
  ...writing,
  method: "delete",
  path: "/{id}",
  summary: "Delete one item",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...errors },
});

const repoOf = (c: Context<AppEnv>) => createHistoryRepository(c.var.deps.database.db);
const serviceOf = (c: Context<AppEnv>) => createHistoryService(c.var.deps.database.db);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The scheduled post a published item records (metadata is the item's own to edit, so the id is checked). */
function publishedPostOf(item: HistoryItem): string | null {
  const { operation, scheduledPostId } = item.metadata;
  return operation === "publish" && typeof scheduledPostId === "string" && UUID.test(scheduledPostId) ? scheduledPostId : null;
}

/** Published items carry their post's newest numbers (the workspace's own posts only), one query for the page. */
async function withNumbers(c: Context<AppEnv>, items: HistoryItem[]): Promise<HistoryItem[]> {
  const ids = items.map(publishedPostOf).filter((id): id is string => id !== null);
  if (!ids.length) return items;
  const latest = await createAnalyticsService(c.var.deps.database.db).latestFor(c.var.workspace.id, [...new Set(ids)]);
  return items.map((item) => {
    const id = publishedPostOf(item);
    return id ? { ...item, post_numbers: latest.get(id) ?? null } : item;
  });
}

export function createHistoryRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { cursor, limit, q, type, language } = c.req.valid("query");
    const rows = await repoOf(c).list(c.var.workspace.id, { q: q || undefined, type, language, cursor: decodeCursor(cursor), limit });
    const page = toPage(rows, limit, toHistoryItem);
    return c.json({ ...page, data: await withNumbers(c, page.data) }, 200);
  });

  router.openapi(exportZip, async (c) => {
    const { q, type, language } = c.req.valid("query");
    const { deps } = c.var;
    const userId = c.var.user.id;
    const rows = (await repoOf(c).list(c.var.workspace.id, { q: q || undefined, type, language, limit: HISTORY_EXPORT_MAX_ITEMS })).slice(0, HISTORY_EXPORT_MAX_ITEMS);
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const log = c.var.log ?? deps.logger;
    // Streamed as it is written; a failure part-way ends the download with an error instead of a short zip.
    const workspaceId = c.var.workspace.id;
    const quota = storageQuotaOf(deps);
    // The member's own files, and files stored in this workspace by any member (as GET /api/storage serves them).
    const mayRead = async (bucket: Bucket, key: string) => keyOwner(key) === userId || (await quota.holds(workspaceId, bucket, key));
    writeHistoryZip(rows, { storage: deps.services.storage, logger: log, mayRead }, writable).catch(async (err: unknown) => {
      log.error({ err }, "history export failed");
      await writable.abort(err).catch(() => undefined);
    });
    const day = deps.clock.now().toISOString().slice(0, 10);
    c.header("Content-Type", "application/zip");
    c.header("Content-Disposition", `attachment; filename="history-${day}.zip"`);
    c.header("Cache-Control", "no-store");
    return c.body(readable, 200);
  });

  router.openapi(stats, async (c) => c.json(await repoOf(c).stats(c.var.workspace.id, c.var.deps.clock.now()), 200));

  router.openapi(create, async (c) => {
    const { content, content_type, original_content, metadata } = c.req.valid("json");
    const row = await serviceOf(c).record(
      { userId: c.var.user.id, workspaceId: c.var.workspace.id },
      { content, contentType: content_type, originalContent: original_content, metadata },
      c.var.deps.clock.now().toISOString(),
    );
    await publishWorkspaceChange(c, "history", row.id);
    return c.json(toHistoryItem(row), 201);
  });

  router.openapi(bulkRemove, async (c) => {
    const deleted = await serviceOf(c).removeMany(c.var.workspace.id, c.req.valid("json").ids);
    if (deleted > 0) await publishWorkspaceChange(c, "history", null);
    return c.json({ deleted }, 200);
  });

  router.openapi(get, async (c) => {
    const row = await repoOf(c).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    const [item] = await withNumbers(c, [toHistoryItem(row)]);
    return c.json(item, 200);
  });

  router.openapi(update, async (c) => {
    const { content, original_content, metadata } = c.req.valid("json");
    const row = await serviceOf(c).update(c.var.workspace.id, c.req.valid("param").id, {
      ...(content !== undefined && { content }),
      ...(original_content !== undefined && { originalContent: original_content }),
      ...(metadata !== undefined && { metadata }),
    });
    if (!row) throw notFound();
    await publishWorkspaceChange(c, "history", row.id);
    return c.json(toHistoryItem(row), 200);
  });

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await serviceOf(c).remove(c.var.workspace.id, id))) throw notFound();
    await publishWorkspaceChange(c, "history", id);
    return c.body(null, 204);
  });

  return router;
}
