import { HttpError } from "@/server/lib/errors";
import type { LocalModel } from "@/shared/contracts/local-models";
import { messages } from "@/shared/messages";
import { storageAmount } from "@/shared/storage-amount";

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
