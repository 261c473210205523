/**
 * Storage quotas (issue 22 point 6): the one module that counts stored bytes per workspace and category and refuses
 * a write that would pass the workspace's quota (issue 25: a team's files count against the team's quota, whoever
 * stored them). Every writer reserves before it writes and releases when the write fails or the file is deleted;
 * the orphan sweep releases what it removes and records files it finds unrecorded.
 */
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import { HttpError } from "@/server/lib/errors";
import type { Bucket } from "@/server/storage/storage";
import { messages } from "@/shared/messages";
import { storageAmount } from "@/shared/storage-amount";
import { createStorageQuotaRepository, SETTING_DEFAULT_QUOTA, SETTING_MODELS_BUDGET, type StorageCategory } from "./storage-quota.repository";
import type { LocalModel } from "@/shared/contracts/local-models";

/** Which category a bucket's files count as. Analyze-image keeps its images with the uploads. */
export const CATEGORY_OF_BUCKET: Record<Bucket, StorageCategory> = { "image-storage": "uploads", documents: "documents", social_images: "images" };

export const quotaExceeded = (quotaBytes: number, usedBytes: number) =>
  new HttpError(413, "storage_quota_exceeded", messages.storageQuota.exceeded(storageAmount(quotaBytes), storageAmount(usedBytes)), {
    quota_bytes: quotaBytes,
    used_bytes: usedBytes,
  });

export interface PlannedFile {
  bucket: Bucket;
  key: string;
  sizeBytes: number;
}

export function createStorageQuota(deps: { db: Db; config: Pick<Config, "storageQuota"> }) {
  const repo = createStorageQuotaRepository(deps.db);
  const { defaultBytes, localModelsBudgetBytes } = deps.config.storageQuota;

  return {
    /** Counts the files against the workspace's quota before they are written: all of them, or a 413 and none. */
    async reserve(workspaceId: string, files: PlannedFile[]): Promise<void> {
      const entries = files.map((f) => ({ bucket: f.bucket, key: f.key, category: CATEGORY_OF_BUCKET[f.bucket], sizeBytes: f.sizeBytes }));
      const result = await repo.reserve(workspaceId, entries, defaultBytes);
      if (!result.ok) throw quotaExceeded(result.quotaBytes, result.usedBytes);
    },

    /** Refuses work whose result would be stored (image generation) once the workspace has no room left at all. */
    async assertRoom(workspaceId: string): Promise<void> {
      const result = await repo.reserve(workspaceId, [], defaultBytes, 1);
      if (!result.ok) throw quotaExceeded(result.quotaBytes, result.usedBytes);
    },

    /** The workspace a file was stored in (members of it may read the file). */
    workspaceOf: (bucket: Bucket, key: string) => repo.workspaceOf(bucket, key),
    /** Whether a file was stored in the workspace (a member may use a teammate's upload in a post). */
    holds: (workspaceId: string, bucket: Bucket, key: string) => repo.holds(workspaceId, bucket, key),
    /** Frees the space of files that were deleted or never written. */
    release: (bucket: Bucket, keys: (string | null | undefined)[]) => repo.release(bucket, keys.filter((k): k is string => !!k)),

    async defaults() {
      const [quota, models] = await Promise.all([repo.setting(SETTING_DEFAULT_QUOTA), repo.setting(SETTING_MODELS_BUDGET)]);
      return { defaultQuotaBytes: quota ?? defaultBytes, localModelsBudgetBytes: models ?? localModelsBudgetBytes };
    },

    async setDefaults(values: { defaultQuotaBytes?: number; localModelsBudgetBytes?: number }, now: string) {
      if (values.defaultQuotaBytes !== undefined) await repo.setSetting(SETTING_DEFAULT_QUOTA, values.defaultQuotaBytes, now);
      if (values.localModelsBudgetBytes !== undefined) await repo.setSetting(SETTING_MODELS_BUDGET, values.localModelsBudgetBytes, now);
    },

    /** A workspace's use per category against the quota that applies to it, with its name (whose quota it is). */
    async summary(workspaceId: string) {
      const [byCategory, override, defaults, workspace] = await Promise.all([
        repo.usage(workspaceId),
        repo.override(workspaceId),
        this.defaults(),
        repo.workspace(workspaceId),
      ]);
      const used = Object.values(byCategory).reduce((a, b) => a + b, 0);
      return { quotaBytes: override ?? defaults.defaultQuotaBytes, overrideBytes: override, usedBytes: used, byCategory, workspace };
    },

    setOverride: (workspaceId: string, quotaBytes: number | null, now: string) => repo.setOverride(workspaceId, quotaBytes, now),
    workspaces: (q: string | undefined, limit: number) => repo.workspaces(q, limit),
  };
}

export type StorageQuota = ReturnType<typeof createStorageQuota>;

/** The quota as a route's dependencies reach it (the by-id routes of stored files free space through it). */
export const storageQuotaOf = (deps: { database: { db: Db }; config: Pick<Config, "storageQuota"> }): StorageQuota => createStorageQuota({ db: deps.database.db, config: deps.config });

/**
 * Local models are the instance's, not an account's: they count against one instance-wide budget that an
 * administrator sets, measured from the files on disk (installed models and bytes already received).
 */
export function localModelsUsedBytes(models: LocalModel[]): number {
  return models.reduce((sum, m) => sum + (m.installed?.file_bytes ?? m.download?.received_bytes ?? 0), 0);
}

/** Refuses a download whose remaining bytes would take the models past the budget. */
export function assertModelFits(models: LocalModel[], id: string, budgetBytes: number): void {
  const model = models.find((m) => m.id === id);
  if (!model || model.installed) return;
  const received = model.download?.received_bytes ?? 0;
  const needed = Math.max(0, (model.download?.total_bytes ?? model.size_bytes) - received);
  const used = localModelsUsedBytes(models);
  if (used + needed > budgetBytes) {
    throw new HttpError(413, "storage_quota_exceeded", messages.storageQuota.modelsExceeded(storageAmount(budgetBytes), storageAmount(used), storageAmount(needed)), {
      quota_bytes: budgetBytes,
      used_bytes: used,
      needed_bytes: needed,
    });
  }
}
