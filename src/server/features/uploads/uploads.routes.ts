import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { enforceRate } from "@/server/http/enforce-rate";
import { badRequest, HttpError, payloadTooLarge, unauthorized } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { storageQuotaOf } from "@/server/features/storage-quota/storage-quota.service";
import { addOwnedObjectRoutes } from "@/server/http/owned-object-routes";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { createRouter } from "@/server/http/router";
import { requireStorage } from "@/server/storage/require-storage";
import { IMAGES } from "@/shared/constants";
import { errorSchema, listResponse } from "@/shared/contracts/common";
import { uploadedImageSchema, uploadResponseSchema } from "@/shared/contracts/uploads";
import { messages } from "@/shared/messages";
import { processImage, type ProcessedImage } from "./process-image";
import { BUCKET, storeUploads, toUploadedImage } from "./store-uploads";
import { createUploadsRepository } from "./uploads.repository";
import { errorResponses, json, signedInMeta } from "@/server/lib/openapi";

const MAX_FILES_PER_REQUEST = 20;
const uploadRule = { burst: 60, refillPerSecond: 1 };

const errors = errorResponses;
const meta = signedInMeta("uploads");

/** Spec §6: deleting an uploaded image without a session answers 'You must be logged in to delete images.' */
const requireUserToDelete = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await requireCaller(c, async () => {});
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) throw unauthorized(messages.images.mustBeLoggedInToDelete, err.code);
    throw err;
  }
  await next();
});

const uploadForm = z.object({
  files: z.any().optional().openapi({ type: "array", items: { type: "string", format: "binary" }, description: "One or more PNG, JPEG, WebP or GIF images (10 MB each)" }),
});

function filesOf(value: unknown): File[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is File => v instanceof File);
}

const list = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's uploaded images, newest first",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(uploadedImageSchema), "A page of uploaded images"), ...errors },
});

const upload = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "post",
  path: "/",
  summary: "Upload images (multipart field `files`): sniffed, size and pixel limited, metadata stripped",
  request: { body: { content: { "multipart/form-data": { schema: uploadForm } }, required: true } },
  responses: {
    201: json(uploadResponseSchema, "The stored images"),
    413: json(errorSchema, "A file is larger than 10 MB, or the workspace's storage quota is reached (storage_quota_exceeded)"),
    415: json(errorSchema, "A file is not PNG, JPEG, WebP or GIF"),
    422: json(errorSchema, "A file has too many pixels or is not a valid image"),
    ...errors,
  },
});



export function createUploadsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const { database, config, clock } = c.var.deps;
    const rows = await createUploadsRepository(database.db).list(c.var.workspace.id, limit, decodeCursor(cursor));
    const now = clock.now();
    return c.json(toPage(rows, limit, (row) => toUploadedImage(row, config, now)), 200);
  });

  router.openapi(upload, async (c) => {
    const userId = c.var.user.id;
    await enforceRate(c, `uploads:${userId}`, uploadRule);
    const files = filesOf(c.req.valid("form").files);
    if (!files.length) throw badRequest(messages.images.selectAtLeastOne, "no_files");
    if (files.length > MAX_FILES_PER_REQUEST) throw badRequest(messages.images.tooManyFiles(MAX_FILES_PER_REQUEST), "too_many_files");
    // Every file is checked before anything is stored: a request stores all of its images or none.
    if (files.some((f) => f.size > IMAGES.maxUploadBytes)) throw payloadTooLarge(messages.images.tooLarge);
    const processed: ProcessedImage[] = [];
    for (const file of files) processed.push(await processImage(userId, new Uint8Array(await file.arrayBuffer())));
    const rows = await storeUploads(c.var.deps, requireStorage(c), { userId, workspaceId: c.var.workspace.id }, processed);
    for (const row of rows) await publishWorkspaceChange(c, "uploads", row.id);
    return c.json({ data: rows }, 201);
  });



  addOwnedObjectRoutes(router, {
    tag: "uploads",
    resource: "uploads",
    bucket: BUCKET,
    schema: uploadedImageSchema,
    item: "The image",
    getSummary: "One uploaded image",
    deleteSummary: "Delete an uploaded image and its file (storage_error when only the file could not be removed)",
    deleteMiddleware: requireUserToDelete,
    repository: createUploadsRepository,
    toDto: toUploadedImage,
    storageKey: (row) => row.imagePath,
    quota: storageQuotaOf,
  });

  return router;
}
