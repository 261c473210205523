/** Retries with exponential backoff for upstream calls that failed in a way worth repeating (429, 5xx, network). */
import { APICallError } from "@ai-sdk/provider";

export interface RetryPolicy {
  /** Attempts after the first one. */
  maxRetries: number;
  /** Delay before the first retry; doubled each time. */
  baseDelayMs: number;
  /** No single wait is longer than this (a Retry-After header included). */
  maxDelayMs: number;
  /** Waits; tests pass a fast one. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const abortableSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8000, sleep: abortableSleep };

export function isRetryable(err: unknown): boolean {
  if (!APICallError.isInstance(err)) return false;
  const status = err.statusCode;
  if (status === undefined) return err.isRetryable; // network failure
  return status === 429 || status >= 500;
}

/** Seconds (or an HTTP date) from a Retry-After header, in ms. */
function retryAfterMs(err: unknown): number | undefined {
  if (!APICallError.isInstance(err)) return undefined;
  const value = err.responseHeaders?.["retry-after"];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export async function withRetry<T>(policy: RetryPolicy, signal: AbortSignal | undefined, attempt: () => PromiseLike<T>): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= policy.maxRetries || !isRetryable(err) || signal?.aborted) throw err;
      const backoff = policy.baseDelayMs * 2 ** n;
      const delay = Math.min(policy.maxDelayMs, Math.max(backoff, retryAfterMs(err) ?? 0));
      await policy.sleep(delay, signal);
    }
  }
}
