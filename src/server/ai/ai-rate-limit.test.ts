import { describe, expect, it } from "vitest";
import { ManualClock } from "@/server/lib/clock";
import type { BucketRule, RateLimiter } from "@/server/lib/rate-limit";
import { createAiRateLimit } from "./ai-rate-limit";

/** A bucket like the PostgreSQL one, counting round trips. */
function bucket(clock: ManualClock) {
  const state = new Map<string, { tokens: number; at: number }>();
  const calls: BucketRule[] = [];
  const limiter: RateLimiter = {
    async take(key, rule) {
      calls.push(rule);
      const now = clock.now().getTime();
      const s = state.get(key) ?? { tokens: rule.burst, at: now };
      s.tokens = Math.min(rule.burst, s.tokens + ((now - s.at) / 1000) * rule.refillPerSecond);
      s.at = now;
      state.set(key, s);
      if (s.tokens < 1) return { allowed: false, retryAfterSeconds: Math.ceil((1 - s.tokens) / rule.refillPerSecond) };
      s.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
  return { limiter, calls };
}

describe("createAiRateLimit", () => {
  it("allows exactly the per-minute allowance, one database round trip per lease", async () => {
    const clock = new ManualClock();
    const { limiter, calls } = bucket(clock);
    const limit = createAiRateLimit(limiter, clock, 60);
    expect(limit.lease).toBe(3);
    const results = [];
    for (let i = 0; i < 61; i++) results.push((await limit.take("u1")).allowed);
    expect(results.filter(Boolean)).toHaveLength(60);
    expect(results.at(-1)).toBe(false);
    expect(calls.length).toBe(21);
  });

  it("is exact for small limits and keeps users apart", async () => {
    const clock = new ManualClock();
    const { limiter } = bucket(clock);
    const limit = createAiRateLimit(limiter, clock, 2);
    expect(limit.lease).toBe(1);
    expect((await limit.take("a")).allowed).toBe(true);
    expect((await limit.take("a")).allowed).toBe(true);
    const denied = await limit.take("a");
    expect(denied).toMatchObject({ allowed: false });
    expect(denied.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limit.take("b")).allowed).toBe(true);
    clock.advance(30_000);
    expect((await limit.take("a")).allowed).toBe(true);
  });

  it("drops a lease left unspent for a minute", async () => {
    const clock = new ManualClock();
    const { limiter, calls } = bucket(clock);
    const limit = createAiRateLimit(limiter, clock, 600);
    await limit.take("u");
    clock.advance(61_000);
    await limit.take("u");
    expect(calls).toHaveLength(2);
  });
});
