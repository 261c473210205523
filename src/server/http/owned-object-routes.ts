import { createRoute, type z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import { deleteStoredObject } from "@/server/storage/delete-object";
import type { Bucket } from "@/server/storage/storage";
import { idParamSchema } from "@/shared/contracts/common";
import { deleteResultSchema } from "@/shared/contracts/images";
import { notFound } from "@/server/lib/errors";
import { errorResponses, json, notYoursResponse } from "@/server/lib/openapi";
import type { Router } from "./router";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "./workspace-scope";

/**
 * The two queries the by-id routes need, both scoped to the request's workspace: undefined means "missing or not
 * in this workspace".
 */
export interface OwnedObjectRepository<Row, Removed> {
  find(workspaceId: string, id: string): Promise<Row | undefined>;
  remove(workspaceId: string, id: string): Promise<Removed | undefined>;
}

export interface OwnedObjectRoutesOptions<Row, Removed, Schema extends z.ZodTypeAny> {
  tag: string;
  /** The web's query root of the resource (src/web/lib/query-roots.ts), announced to the workspace after a delete. */
  resource: string;
  bucket: Bucket;
  /** What GET /{id} answers, and its response description. */
  schema: Schema;
  /** The 200 answer's description, e.g. "The image". */
  item: string;
  getSummary: string;
  deleteSummary: string;
  /** requireCaller unless the route needs its own (e.g. the spec's wording for an unauthenticated delete). */
  deleteMiddleware?: MiddlewareHandler<AppEnv>;
  repository: (db: Db) => OwnedObjectRepository<Row, Removed>;
  toDto: (row: Row, config: Config, now: Date) => z.infer<Schema>;
  /**
   * The storage quota that frees the workspace's space once the row is gone (storage-quota's `storageQuotaOf`):
   * given, not imported, so this request-floor helper imports no feature.
   */
  quota: (deps: AppDeps) => { release(bucket: Bucket, keys: (string | null | undefined)[]): Promise<unknown> };
  /** The row's object key in the bucket, removed after the row. */
  storageKey: (removed: Removed) => string | null | undefined;
}

/**
 * GET /{id} and DELETE /{id} of a resource that is a row plus a stored file (saved images, uploads, documents):
 * one contract (404 when missing or in another workspace, 403 for a viewer deleting; DELETE answers `{ deleted, storage_error? }` and removes the
 * row even when the file could not be), declared once.
 */
export function addOwnedObjectRoutes<Row, Removed, Schema extends z.ZodTypeAny>(router: Router, opts: OwnedObjectRoutesOptions<Row, Removed, Schema>) {
  const meta = { tags: [opts.tag], security: [{ bearerAuth: [] }] };
  const get = createRoute({
    ...meta,
    middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
    method: "get",
    path: "/{id}",
    summary: opts.getSummary,
    request: { params: idParamSchema },
    responses: { 200: json(opts.schema, opts.item), ...notYoursResponse, ...errorResponses },
  });
  const remove = createRoute({
    ...meta,
    middleware: [opts.deleteMiddleware ?? requireCaller, requireWorkspace, requireCapability("write")] as const,
    method: "delete",
    path: "/{id}",
    summary: opts.deleteSummary,
    request: { params: idParamSchema },
    responses: { 200: json(deleteResultSchema, "Deleted"), ...notYoursResponse, ...errorResponses },
  });

  router.openapi(get, async (c) => {
    const { database, config, clock } = c.var.deps;
    const row = await opts.repository(database.db).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(opts.toDto(row, config, clock.now()) as never, 200);
  });

  router.openapi(remove, async (c) => {
    const { database, services, logger } = c.var.deps;
    const row = await opts.repository(database.db).remove(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    const key = opts.storageKey(row);
    const result = await deleteStoredObject(services.storage, c.var.log ?? logger, opts.bucket, key);
    // The workspace's space is free once the row is gone; a file that could not be removed is the sweep's to count.
    await opts.quota(c.var.deps).release(opts.bucket, [key]);
    await publishWorkspaceChange(c, opts.resource, c.req.valid("param").id);
    return c.json(result, 200);
  });
}
