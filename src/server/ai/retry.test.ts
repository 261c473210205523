import { APICallError } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { withRetry, type RetryPolicy } from "./retry";

const apiError = (statusCode?: number, headers?: Record<string, string>) =>
  new APICallError({ message: "x", url: "http://x", requestBodyValues: {}, statusCode, responseHeaders: headers, isRetryable: statusCode === undefined });

function policy(): RetryPolicy & { waits: number[] } {
  const waits: number[] = [];
  return { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 1000, waits, sleep: async (ms) => void waits.push(ms) };
}

describe("withRetry", () => {
  it("backs off exponentially on 429, 5xx and network errors, then succeeds", async () => {
    const p = policy();
    const errors = [apiError(429), apiError(503), apiError(undefined)];
    const result = await withRetry(p, undefined, async () => {
      const err = errors.shift();
      if (err) throw err;
      return "ok";
    });
    expect(result).toBe("ok");
    expect(p.waits).toEqual([100, 200, 400]);
  });

  it("gives up after maxRetries with the last error", async () => {
    const p = policy();
    let calls = 0;
    await expect(withRetry(p, undefined, async () => (calls++, Promise.reject(apiError(500))))).rejects.toMatchObject({ statusCode: 500 });
    expect(calls).toBe(4);
  });

  it("does not retry a 4xx other than 429, or an unknown error", async () => {
    for (const err of [apiError(400), apiError(401), new Error("boom")]) {
      let calls = 0;
      await expect(withRetry(policy(), undefined, async () => (calls++, Promise.reject(err)))).rejects.toBe(err);
      expect(calls).toBe(1);
    }
  });

  it("honours Retry-After up to the cap", async () => {
    const p = policy();
    const errors = [apiError(429, { "retry-after": "0.5" }), apiError(429, { "retry-after": "30" })];
    await withRetry(p, undefined, async () => {
      const err = errors.shift();
      if (err) throw err;
      return 1;
    });
    expect(p.waits).toEqual([500, 1000]);
  });

  it("stops when the signal was aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    let calls = 0;
    await expect(withRetry(policy(), controller.signal, async () => (calls++, Promise.reject(apiError(500))))).rejects.toBeInstanceOf(APICallError);
    expect(calls).toBe(1);
  });
});
