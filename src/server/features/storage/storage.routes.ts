import { Readable } from "node:stream";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { bearerToken, jwtSecretOf } from "@/server/auth/middleware";
import { verifyAccessToken } from "@/server/auth/tokens";
import { notFound } from "@/server/lib/errors";
import { createRouter } from "@/server/lib/router";
import { requireStorage } from "@/server/storage/require-storage";
import { verifyStorageSignature } from "@/server/storage/signed-url";
import { isBucket, isValidKey, keyOwner } from "@/server/storage/storage";
import { IMAGES } from "@/shared/constants";
import { errorSchema } from "@/shared/contracts/common";

/** Types a browser may render inline; everything else (documents, SVG, unknown) is served as a download. */
const INLINE_TYPES = new Set<string>(IMAGES.allowedMimeTypes);

async function isOwner(c: Context<AppEnv>, key: string): Promise<boolean> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) return false;
  const result = await verifyAccessToken(jwtSecretOf(c.var.deps.config), token, c.var.deps.clock.now());
  return result.ok && result.claims.id === keyOwner(key);
}

/** GET /api/storage/:bucket/*key: the owner (bearer token) or anyone with a valid signed URL; 404 for all else. */
export function createStorageRouter() {
  const router = createRouter();

  router.openAPIRegistry.registerPath({
    method: "get",
    path: "/{bucket}/{key}",
    tags: ["storage"],
    summary: "A stored file, for its owner (bearer token) or anyone with a signed URL (?exp=&sig=)",
    request: {},
    responses: {
      200: { description: "The file, with its stored Content-Type" },
      404: { description: "Missing, not yours, or the signature is invalid or expired", content: { "application/json": { schema: errorSchema } } },
    },
  });

  router.get("/:bucket/:key{.+}", async (c) => {
    const { bucket, key } = c.req.param();
    const { deps } = c.var;
    if (!isBucket(bucket) || !isValidKey(key)) throw notFound();
    const signed = verifyStorageSignature(deps.config, bucket, key, c.req.query("exp"), c.req.query("sig"), deps.clock.now());
    if (!signed && !(await isOwner(c, key))) throw notFound();

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
