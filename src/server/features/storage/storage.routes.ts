import { Readable } from "node:stream";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { authenticate } from "@/server/auth/middleware";
import { notFound } from "@/server/lib/errors";
import { createRouter } from "@/server/http/router";
import { requireStorage } from "@/server/storage/require-storage";
import { verifyStorageSignature } from "@/server/storage/signed-url";
import { BUCKETS, isBucket, isValidKey, keyOwner, type Bucket } from "@/server/storage/storage";
import { findMembership } from "@/server/db/memberships";
import { storageQuotaOf } from "@/server/features/storage-quota/storage-quota.service";
import { json } from "@/server/lib/openapi";
import { IMAGES } from "@/shared/constants";
import { errorSchema } from "@/shared/contracts/common";

/** Types a browser may render inline; everything else (documents, SVG, unknown) is served as a download. */
const INLINE_TYPES = new Set<string>(IMAGES.allowedMimeTypes);

/**
 * The same check as every other route: a valid access token whose session is still open (sign-out, reset and a
 * password change end it), of the file's author or of a member of the workspace the file was stored in (issue 25); an
 * API key only for its own workspace's files (issue 29).
 */
async function mayRead(c: Context<AppEnv>, bucket: Bucket, key: string): Promise<boolean> {
  const result = await authenticate(c);
  if (!result.ok) return false;
  const apiKey = result.user.apiKey;
  if (!apiKey && result.user.id === keyOwner(key)) return true;
  const workspaceId = await storageQuotaOf(c.var.deps).workspaceOf(bucket, key);
  // An API key reads only its own workspace's files.
  if (apiKey && workspaceId !== apiKey.workspaceId) return false;
  return workspaceId !== undefined && (await findMembership(c.var.deps.database.db, result.user.id, workspaceId)) !== undefined;
}

const objectParams = z.object({
  bucket: z.string().openapi({ param: { description: "The bucket", example: "social_images" }, enum: [...BUCKETS] }),
  owner: z.string().openapi({ param: { description: "The owner's user id (the first segment of every object key)" } }),
  file: z.string().openapi({ param: { description: "The object's file name (the key's last segment)", example: "1735000000000-0a1b2c3d4e5f6a7b.png" } }),
});
const signatureQuery = z.object({
  exp: z.string().optional().openapi({ param: { description: "Signed links: expiry, in Unix seconds" } }),
  sig: z.string().optional().openapi({ param: { description: "Signed links: base64url HMAC-SHA256 of bucket, key and expiry" } }),
});

/** Object keys are `owner/file` (newObjectKey), so every URL the API hands out has exactly these three segments. */
const getObject = createRoute({
  method: "get",
  path: "/{bucket}/{owner}/{file}",
  tags: ["storage"],
  summary: "A stored file, for its author or a member of its workspace (bearer token), or anyone with a signed URL (?exp=&sig=)",
  // Either no credentials (a signed link) or a bearer token.
  security: [{}, { bearerAuth: [] }] as Record<string, string[]>[],
  request: { params: objectParams, query: signatureQuery },
  responses: {
    200: { description: "The file, with its stored Content-Type", content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } } },
    404: json(errorSchema, "Missing, not yours, or the signature is invalid or expired"),
  },
});

/**
 * GET /api/storage/{bucket}/{owner}/{file}: the author or a member of the file's workspace (bearer token), or anyone
 * with a valid signed URL; 404 for all else.
 */
export function createStorageRouter() {
  const router = createRouter();

  router.openapi(getObject, async (c) => {
    const { bucket, owner, file } = c.req.valid("param");
    const { exp, sig } = c.req.valid("query");
    const key = `${owner}/${file}`;
    const { deps } = c.var;
    if (!isBucket(bucket) || !isValidKey(key)) throw notFound();
    const signed = verifyStorageSignature(deps.config, bucket, key, exp, sig, deps.clock.now());
    if (!signed && !(await mayRead(c, bucket, key))) throw notFound();

    const object = await requireStorage(c).get(bucket, key);
    if (!object) throw notFound();
    const type = object.contentType.split(";")[0].trim().toLowerCase();
    c.header("Content-Type", object.contentType);
    if (object.size) c.header("Content-Length", String(object.size));
    c.header("Cache-Control", `private, max-age=${IMAGES.cacheControlSeconds}`);
    c.header("X-Content-Type-Options", "nosniff");
    if (!INLINE_TYPES.has(type)) c.header("Content-Disposition", `attachment; filename="${key.split("/").pop()}"`);
    return c.body(Readable.toWeb(object.body) as ReadableStream, 200);
  });

  return router;
}
