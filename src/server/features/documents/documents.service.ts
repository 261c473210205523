/**
 * What other features use of documents: storing a document the server made (a carousel PDF), counted against the
 * workspace's storage quota like an upload, recorded ready with its text.
 */
import type { AppDeps } from "@/server/app-env";
import { createStorageQuota } from "@/server/features/storage-quota/storage-quota.service";
import { signStorageUrl } from "@/server/storage/signed-url";
import { newObjectKey, type Storage } from "@/server/storage/storage";
import { BUCKET } from "./document-entity";
import { createDocumentsRepository } from "./documents.repository";

export async function storeGeneratedDocument(
  deps: AppDeps,
  storage: Storage,
  scope: { userId: string; workspaceId: string },
  file: { filename: string; mimeType: string; ext: string; bytes: Uint8Array; text: string },
): Promise<{ id: string; path: string; url: string }> {
  const now = deps.clock.now();
  const quota = createStorageQuota({ db: deps.database.db, config: deps.config });
  const key = newObjectKey(scope.userId, file.ext, now);
  await quota.reserve(scope.workspaceId, [{ bucket: BUCKET, key, sizeBytes: file.bytes.byteLength }]);
  try {
    await storage.put(BUCKET, key, file.bytes, { contentType: file.mimeType });
    const row = await createDocumentsRepository(deps.database.db).insert(
      scope.workspaceId,
      scope.userId,
      {
        filename: file.filename,
        mimeType: file.mimeType,
        sizeBytes: file.bytes.byteLength,
        storagePath: key,
        extractedText: file.text,
        status: "ready",
        error: null,
      },
      now.toISOString(),
    );
    return { id: row.id, path: key, url: signStorageUrl(deps.config, BUCKET, key, undefined, now) };
  } catch (err) {
    await storage.delete(BUCKET, key).catch(() => undefined);
    await quota.release(BUCKET, [key]);
    throw err;
  }
}
