/**
 * ai_usage rows are bookkeeping: the answer never waits for them. Rows are queued and written in one multi-row
 * insert shortly after (or at once when many are waiting); drain() writes what is queued (tests, shutdown).
 */
import type { Logger } from "@/server/lib/logger";
import type { UsageRecord } from "./ai.repository";

const FLUSH_DELAY_MS = 20;
const MAX_BATCH = 200;

export function createUsageWriter(insert: (records: UsageRecord[]) => Promise<void>, logger: Logger) {
  let queue: UsageRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!queue.length) return writing;
    const batch = queue;
    queue = [];
    writing = writing.then(() => insert(batch)).catch((err: unknown) => logger.warn({ err, rows: batch.length }, "could not record AI usage"));
    return writing;
  }

  return {
    record(row: UsageRecord) {
      queue.push(row);
      if (queue.length >= MAX_BATCH) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
        timer.unref?.();
      }
    },
    /** Writes everything queued and waits for it. */
    async drain(): Promise<void> {
      await flush();
    },
  };
}
