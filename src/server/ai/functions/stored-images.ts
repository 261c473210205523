/** Writes images the AI functions produce or receive to a bucket and answers browser-loadable signed URLs. */
import type { Config } from "@/server/config";
import type { Clock } from "@/server/lib/clock";
import { signStorageUrl } from "@/server/storage/signed-url";
import { newObjectKey, type Bucket, type Storage } from "@/server/storage/storage";
import { IMAGES } from "@/shared/constants";

/** Long enough to keep a result on screen and export it; the owner can always re-sign through the API. */
export const SIGNED_URL_TTL_SECONDS = 7 * 24 * 3600;

export interface StoredImage {
  path: string;
  url: string;
}

export interface ImageStoreDeps {
  storage: Storage;
  config: Pick<Config, "jwtSecret" | "publicUrl">;
  clock: Clock;
}

export function createImageStore(deps: ImageStoreDeps, bucket: Bucket) {
  return {
    async put(userId: string, images: { data: Uint8Array; mediaType: string; ext: string }[]): Promise<StoredImage[]> {
      const stored: StoredImage[] = [];
      try {
        for (const image of images) {
          const now = deps.clock.now();
          const path = newObjectKey(userId, image.ext, now);
          await deps.storage.put(bucket, path, image.data, { contentType: image.mediaType, cacheControl: `max-age=${IMAGES.cacheControlSeconds}` });
          stored.push({ path, url: signStorageUrl(deps.config, bucket, path, SIGNED_URL_TTL_SECONDS, now) });
        }
        return stored;
      } catch (err) {
        await this.remove(stored.map((s) => s.path));
        throw err;
      }
    },
    async remove(paths: string[]): Promise<void> {
      await Promise.all(paths.map((p) => deps.storage.delete(bucket, p).catch(() => undefined)));
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
