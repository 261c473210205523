/**
 * ai_usage rows are bookkeeping: the answer never waits for them. Rows are queued and written in one multi-row
 * insert shortly after (or at once when many are waiting); drain() writes what is queued (tests, shutdown).
 * A write that fails (the database restarting) keeps its rows and tries again with back-off, so a call the
 * provider answered (and billed) is still counted once the database is back (the soak lost such rows). At most
 * MAX_PENDING rows wait; past that the oldest are dropped, and the log says how many.
 */
import type { Logger } from "@/server/lib/logger";
import type { UsageRecord } from "./ai.repository";

const FLUSH_DELAY_MS = 20;
const MAX_BATCH = 200;
export const USAGE_RETRY = { firstMs: 1000, maxMs: 30_000, maxPending: 10_000 } as const;

export function createUsageWriter(insert: (records: UsageRecord[]) => Promise<void>, logger: Logger, retry: { firstMs: number; maxMs: number; maxPending: number } = USAGE_RETRY) {
  let queue: UsageRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let failures = 0;

  function schedule(delay: number) {
    if (timer) return;
    timer = setTimeout(() => void flush(), delay);
    timer.unref?.();
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!queue.length) return writing;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    writing = writing
      .then(() => insert(batch))
      .then(() => {
        failures = 0;
        if (queue.length) schedule(0);
      })
      .catch((err: unknown) => {
        failures += 1;
        // Put the rows back in front; keep at most maxPending, dropping the oldest.
        const waiting = [...batch, ...queue];
        const dropped = Math.max(0, waiting.length - retry.maxPending);
        queue = waiting.slice(dropped);
        const delay = Math.min(retry.maxMs, retry.firstMs * 2 ** (failures - 1));
        logger.warn({ err, rows: batch.length, waiting: queue.length, dropped, retry_in_ms: delay }, "could not record AI usage yet: retrying");
        schedule(delay);
      });
    return writing;
  }

  return {
    record(row: UsageRecord) {
      queue.push(row);
      if (queue.length >= MAX_BATCH && failures === 0) void flush();
      else schedule(FLUSH_DELAY_MS);
    },
    /** Writes everything queued (one attempt per batch) and waits for it. */
    async drain(): Promise<void> {
      const batches = Math.ceil(queue.length / MAX_BATCH);
      for (let i = 0; i < Math.max(1, batches); i += 1) await flush();
    },
    /** Rows waiting to be written (metrics, tests). */
    pending: () => queue.length,
  };
}
