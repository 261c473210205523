/**
 * Bulk generation (spec §4, "Create Content"): the original handled one row at a time with a 3 s pause between
 * rows. This runs up to `concurrency` rows at once and lets the server say when to slow down: a rate-limited
 * call (429) waits for its Retry-After and is tried again, a few times. Pure: time and the call are injected.
 */
export interface RetryPolicy {
  /** How long to wait before trying again after `error`, or null when the error is final. */
  retryDelayMs: (error: unknown, attempt: number) => number | null;
  /** Tries after the first one. */
  maxRetries: number;
  sleep: (ms: number) => Promise<void>;
}

export interface BulkOptions<T, R> extends RetryPolicy {
  items: readonly T[];
  concurrency: number;
  run: (item: T, attempt: number) => Promise<R>;
  onSettled?: (outcome: BulkOutcome<T, R>, done: number, total: number) => void;
}

export type BulkOutcome<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown };

/** Calls `run` until it succeeds, the error is final, or the retries are spent. */
export async function withRetry<R>(run: (attempt: number) => Promise<R>, policy: RetryPolicy): Promise<R> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run(attempt);
    } catch (error) {
      const delay = attempt < policy.maxRetries ? policy.retryDelayMs(error, attempt) : null;
      if (delay === null) throw error;
      await policy.sleep(delay);
    }
  }
}

/** Runs every item with at most `concurrency` in flight; outcomes come back in the items' order. */
export async function runBulk<T, R>(options: BulkOptions<T, R>): Promise<Array<BulkOutcome<T, R>>> {
  const { items, run, onSettled } = options;
  const outcomes = new Array<BulkOutcome<T, R>>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      let outcome: BulkOutcome<T, R>;
      try {
        outcome = { item, ok: true, value: await withRetry((attempt) => run(item, attempt), options) };
      } catch (error) {
        outcome = { item, ok: false, error };
      }
      outcomes[index] = outcome;
      done += 1;
      onSettled?.(outcome, done, items.length);
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(options.concurrency) || 1, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return outcomes;
}

export const MAX_RATE_LIMIT_WAIT_MS = 60_000;
export const RATE_LIMIT_RETRIES = 3;

/**
 * Retry only when rate limited (429): after the server's Retry-After (seconds), else 1 s, 2 s, 4 s... Other
 * failures are final: a bad prompt or a broken model does not get better by asking again.
 */
export function rateLimitDelayMs(error: unknown, attempt: number): number | null {
  if (typeof error !== "object" || error === null || (error as { status?: unknown }).status !== 429) return null;
  const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
  const ms = typeof retryAfter === "number" && retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** attempt;
  return Math.min(ms, MAX_RATE_LIMIT_WAIT_MS);
}

export interface BulkReport {
  /** One message per failed row, in row order. */
  failures: string[];
  summary: { level: "success" | "warning" | "error"; message: string } | null;
}

/** The messages of a finished run (spec §8): one per failed row, then the partial or total failure. */
export function bulkReport<T, R>(
  outcomes: ReadonlyArray<BulkOutcome<T, R>>,
  describe: { failure: (item: T, error: unknown) => string; partial: string; none: string },
): BulkReport {
  const failed = outcomes.filter((o) => !o.ok);
  const failures = failed.map((o) => describe.failure(o.item, (o as { error: unknown }).error));
  if (failed.length === 0) return { failures, summary: null };
  if (failed.length === outcomes.length) return { failures, summary: { level: "error", message: describe.none } };
  return { failures, summary: { level: "warning", message: describe.partial } };
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
