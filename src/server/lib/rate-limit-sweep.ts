import type { Db } from "@/server/db/client";
import type { Clock } from "./clock";
import { createIdempotencyRepository } from "./idempotency.repository";
import { createRateLimitsRepository } from "./rate-limits.repository";

/** Often enough that attempted addresses and IPs do not pile up; one pass is a scan of a small table. */
export const RATE_LIMIT_SWEEP_MS = 10 * 60_000;
const BATCH = 5000;

/**
 * Deletes the rate_limits rows of buckets that are full again: such a row limits nothing (a missing bucket starts
 * full), it only remembers an email or IP someone tried. Safe on several instances at once and beside takes (a
 * take after the delete starts a full bucket, which is what the row held).
 */
export async function sweepRateLimits(db: Db, clock: Clock): Promise<number> {
  const repo = createRateLimitsRepository(db);
  return inBatches((limit) => repo.deleteFull(clock.now().toISOString(), limit));
}

/** Deletes the Idempotency-Key answers older than 24 hours (issue 29); they are never replayed again. */
export async function sweepIdempotencyKeys(db: Db, clock: Clock): Promise<number> {
  const repo = createIdempotencyRepository(db);
  return inBatches((limit) => repo.deleteExpired(clock.now().toISOString(), limit));
}

/** Deletes a batch at a time until a batch comes back short; answers how many rows went. */
async function inBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let removed = 0;
  for (;;) {
    const n = await deleteBatch(BATCH);
    removed += n;
    if (n < BATCH) return removed;
  }
}
