import type { Logger } from "@/server/lib/logger";
import type { Bucket, Storage } from "./storage";

/**
 * Removes a stored file after its row is gone. A failure does not bring the row back: it is logged
 * (the file is an orphan to clean up) and answered as `storage_error` so the UI can warn.
 */
export async function deleteStoredObject(storage: Storage | undefined, logger: Logger, bucket: Bucket, key: string | null | undefined): Promise<{ deleted: true; storage_error?: string }> {
  if (!key) return { deleted: true };
  try {
    if (!storage) throw new Error("storage is not configured");
    await storage.delete(bucket, key);
    return { deleted: true };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    logger.warn({ bucket, key, reason }, "stored file could not be removed");
    return { deleted: true, storage_error: reason };
  }
}
