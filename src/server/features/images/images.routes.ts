import { createRoute } from "@hono/zod-openapi";
import { requireCaller } from "@/server/auth/middleware";
import type { Config } from "@/server/config";
import { notFound } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { storageQuotaOf } from "@/server/features/storage-quota/storage-quota.service";
import { addOwnedObjectRoutes } from "@/server/http/owned-object-routes";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { createRouter } from "@/server/http/router";
import { requireStorage } from "@/server/storage/require-storage";
import { signStorageUrl } from "@/server/storage/signed-url";
import { isValidKey, keyOwner } from "@/server/storage/storage";
import { toIso } from "@/server/db/helpers";
import { listResponse } from "@/shared/contracts/common";
import { createUserImageBody, imageListFilters, userImageSchema, type UserImage } from "@/shared/contracts/images";
import { createImagesRepository, type UserImageRow } from "./images.repository";
import { errorResponses, json, notYoursResponse, signedInMeta } from "@/server/lib/openapi";

const BUCKET = "social_images" as const;

const errors = errorResponses;
const notYours = notYoursResponse;
const meta = signedInMeta("images");

function toUserImage(row: UserImageRow, config: Config, now: Date): UserImage {
  return {
    id: row.id,
    user_id: row.userId,
    image_url: row.imageUrl,
    prompt: row.prompt,
    model: row.model,
    width: row.width,
    height: row.height,
    tags: row.tags ?? [],
    created_at: toIso(row.createdAt) ?? row.createdAt,
    url: signStorageUrl(config, BUCKET, row.imageUrl, undefined, now),
  };
}

/** Accepts the key as generate-image answers it, with or without the bucket, or a storage URL of it. */
function keyFromPath(path: string): string {
  let key = path.trim();
  const marker = `/api/storage/${BUCKET}/`;
  const at = key.indexOf(marker);
  if (at >= 0) key = key.slice(at + marker.length).split(/[?#]/)[0];
  if (key.startsWith(`${BUCKET}/`)) key = key.slice(BUCKET.length + 1);
  return key;
}

const list = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's saved generated images, newest first (q: prompt text, tag: one tag)",
  request: { query: listQuerySchema.extend(imageListFilters.shape) },
  responses: { 200: json(listResponse(userImageSchema), "A page of saved images"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "post",
  path: "/",
  summary: "Save a generated image (a key of the caller's in social_images) to the workspace's collection",
  request: { body: { content: { "application/json": { schema: createUserImageBody } }, required: true } },
  responses: {
    201: json(userImageSchema, "The saved image"),
    200: json(userImageSchema, "Already saved: the existing row"),
    ...notYours,
    ...errors,
  },
});



export function createImagesRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor, q, tag } = c.req.valid("query");
    const { database, config, clock } = c.var.deps;
    const rows = await createImagesRepository(database.db).list(c.var.workspace.id, limit, decodeCursor(cursor), { q: q || undefined, tag: tag || undefined });
    const now = clock.now();
    return c.json(toPage(rows, limit, (row) => toUserImage(row, config, now)), 200);
  });

  router.openapi(create, async (c) => {
    const body = c.req.valid("json");
    const { database, config, clock } = c.var.deps;
    const userId = c.var.user.id;
    const key = keyFromPath(body.path);
    // Another user's key and a missing object answer alike: 404, revealing nothing.
    if (!isValidKey(key) || keyOwner(key) !== userId) throw notFound();
    if (!(await requireStorage(c).exists(BUCKET, key))) throw notFound();

    const repo = createImagesRepository(database.db);
    const existing = await repo.findByPath(c.var.workspace.id, key);
    if (existing) return c.json(toUserImage(existing, config, clock.now()), 200);
    const row = await repo.insert(
      c.var.workspace.id,
      userId,
      { imageUrl: key, prompt: body.prompt ?? null, model: body.model ?? null, width: body.width ?? null, height: body.height ?? null, tags: [...new Set(body.tags)] },
      clock.now().toISOString(),
    );
    await publishWorkspaceChange(c, "images", row.id);
    return c.json(toUserImage(row, config, clock.now()), 201);
  });



  addOwnedObjectRoutes(router, {
    tag: "images",
    resource: "images",
    bucket: BUCKET,
    schema: userImageSchema,
    item: "The image",
    getSummary: "One saved image",
    deleteSummary: "Delete a saved image and its file (storage_error when only the file could not be removed)",
    repository: createImagesRepository,
    toDto: toUserImage,
    storageKey: (row) => row.imageUrl,
    quota: storageQuotaOf,
  });

  return router;
}
