import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { bulkReport, rateLimitDelayMs, runBulk, withRetry, type BulkOutcome } from "./bulk-scheduler";

/** Virtual time: sleeps resolve only when the test moves the clock past them. */
class ManualClock {
  now = 0;
  private timers: Array<{ at: number; resolve: () => void }> = [];
  sleep = (ms: number) => new Promise<void>((resolve) => this.timers.push({ at: this.now + ms, resolve }));
  get pending() {
    return this.timers.length;
  }
  async advance(ms: number) {
    const until = this.now + ms;
    for (;;) {
      await flush();
      const next = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.now = next.at;
      this.timers = this.timers.filter((t) => t !== next);
      next.resolve();
    }
    this.now = until;
    await flush();
  }
}
const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

class RateLimited extends Error {
  status = 429;
  constructor(readonly retryAfter?: number) {
    super("You are sending requests too quickly. Please wait a moment and try again.");
  }
}

const noRetry = { retryDelayMs: () => null, maxRetries: 0 };

describe("runBulk", () => {
  it("never has more than `concurrency` calls in flight, and finishes 20 one-second calls in 5 s at 4", async () => {
    const clock = new ManualClock();
    let inFlight = 0;
    let peak = 0;
    const done = runBulk({
      items: Array.from({ length: 20 }, (_, i) => i),
      concurrency: 4,
      sleep: clock.sleep,
      ...noRetry,
      run: async (i) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await clock.sleep(1000);
        inFlight -= 1;
        return i * 2;
      },
    });
    let finished = false;
    void done.then(() => (finished = true));
    await clock.advance(4999);
    expect(finished).toBe(false);
    await clock.advance(1);
    expect(finished).toBe(true);
    expect(peak).toBe(4);
    const outcomes = await done;
    expect(outcomes.map((o) => (o.ok ? o.value : null))).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it("reports progress after every item and keeps going past failures", async () => {
    const progress: string[] = [];
    const outcomes = await runBulk({
      items: ["a", "b", "c"],
      concurrency: 2,
      sleep: async () => {},
      ...noRetry,
      run: async (item) => {
        if (item === "b") throw new Error("boom");
        return item.toUpperCase();
      },
      onSettled: (outcome, done, total) => progress.push(`${done}/${total}:${outcome.ok ? "ok" : "failed"}`),
    });
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toMatch(/^3\/3/);
    expect(progress.filter((p) => p.endsWith("failed"))).toHaveLength(1);
  });

  it("handles no items and a concurrency larger than the list", async () => {
    expect(await runBulk({ items: [], concurrency: 4, sleep: async () => {}, ...noRetry, run: async () => 1 })).toEqual([]);
    const out = await runBulk({ items: [1], concurrency: 10, sleep: async () => {}, ...noRetry, run: async (n) => n });
    expect(out).toEqual([{ item: 1, ok: true, value: 1 }]);
  });

  it("waits for Retry-After after a 429, then retries that row; the others are not held up", async () => {
    const clock = new ManualClock();
    const calls: Array<[string, number, number]> = [];
    const done = runBulk({
      items: ["limited", "free"],
      concurrency: 2,
      sleep: clock.sleep,
      retryDelayMs: rateLimitDelayMs,
      maxRetries: 3,
      run: async (item, attempt) => {
        calls.push([item, attempt, clock.now]);
        if (item === "limited" && attempt === 0) throw new RateLimited(7);
        await clock.sleep(100);
        return item;
      },
    });
    await clock.advance(6999);
    expect(calls).toEqual([
      ["limited", 0, 0],
      ["free", 0, 0],
    ]);
    await clock.advance(1);
    expect(calls.at(-1)).toEqual(["limited", 1, 7000]);
    await clock.advance(100);
    expect((await done).every((o) => o.ok)).toBe(true);
  });

  it("gives up on a row after the allowed retries and reports it failed", async () => {
    const clock = new ManualClock();
    let attempts = 0;
    const done = runBulk({
      items: ["x"],
      concurrency: 1,
      sleep: clock.sleep,
      retryDelayMs: rateLimitDelayMs,
      maxRetries: 2,
      run: async () => {
        attempts += 1;
        throw new RateLimited(1);
      },
    });
    await clock.advance(10_000);
    const [outcome] = await done;
    expect(attempts).toBe(3);
    expect(outcome.ok).toBe(false);
  });

  it("does not retry errors other than 429", async () => {
    let attempts = 0;
    const [outcome] = await runBulk({
      items: [1],
      concurrency: 1,
      sleep: async () => {},
      retryDelayMs: rateLimitDelayMs,
      maxRetries: 3,
      run: async () => {
        attempts += 1;
        throw Object.assign(new Error("bad gateway"), { status: 502 });
      },
    });
    expect(attempts).toBe(1);
    expect(outcome.ok).toBe(false);
  });
});

describe("rateLimitDelayMs and withRetry", () => {
  it("uses Retry-After seconds, else doubles from 1 s, and caps the wait at a minute", () => {
    expect(rateLimitDelayMs(new RateLimited(3), 0)).toBe(3000);
    expect(rateLimitDelayMs(new RateLimited(), 0)).toBe(1000);
    expect(rateLimitDelayMs(new RateLimited(), 2)).toBe(4000);
    expect(rateLimitDelayMs(new RateLimited(3600), 0)).toBe(60_000);
    expect(rateLimitDelayMs(new Error("x"), 0)).toBeNull();
    expect(rateLimitDelayMs(null, 0)).toBeNull();
  });

  it("returns the first success", async () => {
    const slept: number[] = [];
    let n = 0;
    const value = await withRetry(
      async () => {
        n += 1;
        if (n < 3) throw new RateLimited(2);
        return "ok";
      },
      { retryDelayMs: rateLimitDelayMs, maxRetries: 3, sleep: async (ms) => void slept.push(ms) },
    );
    expect(value).toBe("ok");
    expect(slept).toEqual([2000, 2000]);
  });
});

describe("bulkReport", () => {
  const g = messages.generation;
  const describe_ = { failure: (id: string, e: unknown) => g.failedToProcess(id, (e as Error).message), partial: g.partialSuccess, none: g.failedAny };
  const ok = (item: string): BulkOutcome<string, void> => ({ item, ok: true, value: undefined });
  const bad = (item: string, message: string): BulkOutcome<string, void> => ({ item, ok: false, error: new Error(message) });

  it("says nothing extra when every row succeeded", () => {
    expect(bulkReport([ok("1"), ok("2")], describe_)).toEqual({ failures: [], summary: null });
  });

  it("names each failed row and warns of a partial success", () => {
    expect(bulkReport([ok("1"), bad("2", "Timeout"), ok("3"), bad("4", "Invalid response from AI service")], describe_)).toEqual({
      failures: ["Failed to process content 2: Timeout", "Failed to process content 4: Invalid response from AI service"],
      summary: { level: "warning", message: "Some content could not be processed, but others completed successfully." },
    });
  });

  it("reports a total failure", () => {
    expect(bulkReport([bad("1", "x")], describe_).summary).toEqual({ level: "error", message: "Failed to generate any content. Please try again." });
  });
});
