import type { Db } from "@/server/db/client";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { STORAGE_SWEEP } from "@/shared/constants";
import { createOrphansRepository } from "./orphans.repository";
import { BUCKETS, type Bucket, type Storage } from "./storage";

export interface SweepDeps {
  storage: Storage;
  db: Db;
  clock: Clock;
  logger: Logger;
}

export interface SweepResult {
  removed: { bucket: Bucket; key: string }[];
  leftovers: number;
}

/**
 * Removes stored files that no row refers to and that are older than their bucket's grace: uploads whose row
 * never came (a kill -9 between the write and the insert), files of deleted users, generated images that were
 * never saved. A file younger than the grace may belong to a request still in flight, so it is never touched.
 * Safe to run on several instances at once (a second delete of a file is a no-op).
 */
export async function sweepOrphans(deps: SweepDeps): Promise<SweepResult> {
  const now = deps.clock.now().getTime();
  const repo = createOrphansRepository(deps.db);
  const removed: SweepResult["removed"] = [];

  for (const bucket of BUCKETS) {
    const cutoff = now - STORAGE_SWEEP.graceMs[bucket];
    let batch: string[] = [];
    const flush = async () => {
      const referenced = await repo.referencedKeys(bucket, batch);
      for (const key of batch) {
        if (referenced.has(key)) continue;
        await deps.storage.delete(bucket, key);
        removed.push({ bucket, key });
      }
      batch = [];
    };
    for await (const object of deps.storage.list(bucket)) {
      if (object.modifiedAt.getTime() >= cutoff) continue;
      batch.push(object.key);
      if (batch.length >= STORAGE_SWEEP.batchSize) await flush();
    }
    if (batch.length) await flush();
  }
  const leftovers = (await deps.storage.removeLeftovers?.(new Date(now - STORAGE_SWEEP.leftoverGraceMs))) ?? 0;
  if (removed.length || leftovers) deps.logger.info({ removed: removed.length, leftovers }, "storage sweep removed orphaned files");
  return { removed, leftovers };
}

/** Sweeps once at start, then every STORAGE_SWEEP.intervalMs; a failed sweep is logged and tried again later. */
export function startOrphanSweeper(deps: SweepDeps, intervalMs: number = STORAGE_SWEEP.intervalMs): { stop(): void } {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = sweepOrphans(deps)
      .catch((err: unknown) => deps.logger.warn({ err }, "storage sweep failed"))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
