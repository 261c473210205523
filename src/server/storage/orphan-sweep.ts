import type { Db } from "@/server/db/client";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { CATEGORY_OF_BUCKET } from "@/server/features/storage-quota/storage-quota.service";
import { createStorageQuotaRepository } from "@/server/features/storage-quota/storage-quota.repository";
import { STORAGE_SWEEP } from "@/shared/constants";
import { createOrphansRepository } from "./orphans.repository";
import { BUCKETS, type Bucket, type ListedObject, type Storage } from "./storage";

export interface SweepDeps {
  storage: Storage;
  db: Db;
  clock: Clock;
  logger: Logger;
}

export interface SweepResult {
  removed: { bucket: Bucket; key: string }[];
  leftovers: number;
  /** Files found in storage that the quota ledger did not count yet (written before quotas existed). */
  recorded: number;
  /** Ledger entries of files that were never written (a process killed between reserving and writing). */
  forgotten: number;
}

/**
 * Removes stored files that no row refers to and that are older than their bucket's grace: uploads whose row
 * never came (a kill -9 between the write and the insert), files of deleted users, generated images that were
 * never saved. A file younger than the grace may belong to a request still in flight, so it is never touched.
 * Keeps storage quotas right: what it removes is released, files the ledger does not know are recorded with the
 * size the driver reports (the backfill of files stored before quotas), and ledger entries older than the grace
 * that no row refers to are released (their write never happened or its file is being removed here).
 * Safe to run on several instances at once (a second delete of a file is a no-op).
 */
export async function sweepOrphans(deps: SweepDeps): Promise<SweepResult> {
  const now = deps.clock.now().getTime();
  const repo = createOrphansRepository(deps.db);
  const ledger = createStorageQuotaRepository(deps.db);
  const result: SweepResult = { removed: [], leftovers: 0, recorded: 0, forgotten: 0 };

  for (const bucket of BUCKETS) {
    const cutoff = now - STORAGE_SWEEP.graceMs[bucket];
    const removeUnreferenced = async (keys: string[]) => {
      const referenced = await repo.referencedKeys(bucket, keys);
      const orphans = keys.filter((key) => !referenced.has(key));
      for (const key of orphans) await deps.storage.delete(bucket, key);
      await ledger.release(bucket, orphans);
      return orphans;
    };
    let batch: ListedObject[] = [];
    const flush = async () => {
      result.recorded += await ledger.recordFound(bucket, CATEGORY_OF_BUCKET[bucket], batch.map((o) => ({ key: o.key, sizeBytes: o.size })));
      const old = batch.filter((o) => o.modifiedAt.getTime() < cutoff).map((o) => o.key);
      if (old.length) for (const key of await removeUnreferenced(old)) result.removed.push({ bucket, key });
      batch = [];
    };
    for await (const object of deps.storage.list(bucket)) {
      batch.push(object);
      if (batch.length >= STORAGE_SWEEP.batchSize) await flush();
    }
    if (batch.length) await flush();

    const before = new Date(cutoff).toISOString();
    for (let after = ""; ; ) {
      const keys = await ledger.keysBefore(bucket, before, after, STORAGE_SWEEP.batchSize);
      if (!keys.length) break;
      result.forgotten += (await removeUnreferenced(keys)).length;
      after = keys[keys.length - 1];
    }
  }
  result.leftovers = (await deps.storage.removeLeftovers?.(new Date(now - STORAGE_SWEEP.leftoverGraceMs))) ?? 0;
  const { removed, leftovers, recorded, forgotten } = result;
  if (removed.length || leftovers || recorded || forgotten) deps.logger.info({ removed: removed.length, leftovers, recorded, forgotten }, "storage sweep removed orphaned files and counted stored bytes");
  return result;
}
