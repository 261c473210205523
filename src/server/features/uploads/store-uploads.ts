import type { AppDeps } from "@/server/app-env";
import type { Config } from "@/server/config";
import { toIso } from "@/server/db/helpers";
import { createStorageQuota } from "@/server/features/storage-quota/storage-quota.service";
import { signStorageUrl } from "@/server/storage/signed-url";
import { newObjectKey, type Storage } from "@/server/storage/storage";
import { IMAGES } from "@/shared/constants";
import type { UploadedImage } from "@/shared/contracts/uploads";
import type { ProcessedImage } from "./process-image";
import { createUploadsRepository, type PostImageRow } from "./uploads.repository";

export const BUCKET = "image-storage" as const;

export function toUploadedImage(row: PostImageRow, config: Config, now: Date): UploadedImage {
  return {
    id: row.id,
    user_id: row.userId,
    image_path: row.imagePath,
    image_url: row.imageUrl,
    prompt: row.prompt,
    model: row.model,
    width: row.width,
    height: row.height,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    tags: row.tags ?? [],
    created_at: toIso(row.createdAt) ?? row.createdAt,
    url: signStorageUrl(config, BUCKET, row.imagePath, undefined, now),
  };
}

/**
 * Counts the files against the workspace's storage quota (a 413 stores nothing), stores them at server-made keys
 * (under the uploader's id) and records them in the workspace; on any failure the files already written are removed
 * and their space released.
 */
export async function storeUploads(
  deps: AppDeps,
  storage: Storage,
  { userId, workspaceId }: { userId: string; workspaceId: string },
  images: ProcessedImage[],
): Promise<UploadedImage[]> {
  const now = deps.clock.now();
  const quota = createStorageQuota({ db: deps.database.db, config: deps.config });
  const keys = images.map((image) => newObjectKey(userId, image.ext, now));
  await quota.reserve(workspaceId, images.map((image, i) => ({ bucket: BUCKET, key: keys[i], sizeBytes: image.data.byteLength })));
  const written: string[] = [];
  try {
    const values = [];
    for (const [i, image] of images.entries()) {
      const key = keys[i];
      await storage.put(BUCKET, key, image.data, { contentType: image.mimeType, cacheControl: `max-age=${IMAGES.cacheControlSeconds}` });
      written.push(key);
      values.push({
        imagePath: key,
        imageUrl: signStorageUrl(deps.config, BUCKET, key, undefined, now),
        width: image.width,
        height: image.height,
        mimeType: image.mimeType,
        sizeBytes: image.data.byteLength,
        alt: image.alt ?? null,
        prompt: image.prompt ?? null,
      });
    }
    const rows = await createUploadsRepository(deps.database.db).insertMany(workspaceId, userId, values, now.toISOString());
    return rows.map((row) => toUploadedImage(row, deps.config, now));
  } catch (err) {
    await Promise.all(written.map((key) => storage.delete(BUCKET, key).catch(() => undefined)));
    await quota.release(BUCKET, keys);
    throw err;
  }
}
