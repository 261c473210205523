/** Writes images the AI functions produce or receive to a bucket and answers browser-loadable signed URLs. */
import type { Config } from "@/server/config";
import type { Clock } from "@/server/lib/clock";
import { signStorageUrl } from "@/server/storage/signed-url";
import { newObjectKey, type Bucket, type Storage } from "@/server/storage/storage";
import type { StorageQuota } from "@/server/features/storage-quota/storage-quota.service";
import { IMAGES } from "@/shared/constants";

/** Long enough to keep a result on screen and export it; the owner can always re-sign through the API. */
export const SIGNED_URL_TTL_SECONDS = 7 * 24 * 3600;

export interface StoredImage {
  path: string;
  url: string;
}

export interface ImageStoreDeps {
  storage: Storage;
  /** Counts what is stored against the workspace's storage quota (issue 22 point 6, per workspace since issue 25). */
  quota: Pick<StorageQuota, "reserve" | "release">;
  /** The workspace the images are stored in (the request's). */
  workspaceId: () => Promise<string>;
  config: Pick<Config, "jwtSecret" | "publicUrl">;
  clock: Clock;
}

export function createImageStore(deps: ImageStoreDeps, bucket: Bucket) {
  return {
    /** Counts the images against the workspace's quota (a 413 stores none), then writes them under the author's id. */
    async put(userId: string, images: { data: Uint8Array; mediaType: string; ext: string }[]): Promise<StoredImage[]> {
      const now = deps.clock.now();
      const paths = images.map((image) => newObjectKey(userId, image.ext, now));
      await deps.quota.reserve(await deps.workspaceId(), images.map((image, i) => ({ bucket, key: paths[i], sizeBytes: image.data.byteLength })));
      try {
        const stored: StoredImage[] = [];
        for (const [i, image] of images.entries()) {
          await deps.storage.put(bucket, paths[i], image.data, { contentType: image.mediaType, cacheControl: `max-age=${IMAGES.cacheControlSeconds}` });
          stored.push({ path: paths[i], url: signStorageUrl(deps.config, bucket, paths[i], SIGNED_URL_TTL_SECONDS, now) });
        }
        return stored;
      } catch (err) {
        await this.remove(paths);
        throw err;
      }
    },
    async remove(paths: string[]): Promise<void> {
      await Promise.all(paths.map((p) => deps.storage.delete(bucket, p).catch(() => undefined)));
      await deps.quota.release(bucket, paths);
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
