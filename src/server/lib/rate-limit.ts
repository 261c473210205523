import type { Db } from "@/server/db/client";
import type { Clock } from "./clock";
import { createRateLimitsRepository } from "./rate-limits.repository";

export interface BucketRule {
  /** Largest number of requests at once. */
  burst: number;
  /** Tokens added back per second. */
  refillPerSecond: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until one token is available again (0 when allowed). */
  retryAfterSeconds: number;
  /** Whole tokens left after this take (the RateLimit header's r); absent from limiters that do not say. */
  remaining?: number;
}

export interface RateLimiter {
  take(key: string, rule: BucketRule): Promise<RateDecision>;
}

/** The shared limiter of the app: also gives back the token of a take that should not count (a sign-in that succeeded). */
export interface RefundingRateLimiter extends RateLimiter {
  refund(key: string, rule: BucketRule): Promise<void>;
}

/**
 * Token buckets kept in PostgreSQL so every instance shares them (DESIGN §1.4); the statement lives in
 * rate-limits.repository.ts.
 */
export function createPgRateLimiter(db: Db, clock: Clock): RefundingRateLimiter {
  const repo = createRateLimitsRepository(db);
  return {
    async take(key, rule) {
      const row = await repo.take(key, rule.burst, rule.refillPerSecond, clock.now().toISOString());
      if (!row) return { allowed: true, retryAfterSeconds: 0, remaining: rule.burst - 1 };
      if (row.allowed) return { allowed: true, retryAfterSeconds: 0, remaining: Math.max(0, Math.floor(Number(row.tokens))) };
      const missing = 1 - Number(row.tokens);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(missing / rule.refillPerSecond)), remaining: 0 };
    },
    async refund(key, rule) {
      await repo.refund(key, rule.burst, rule.refillPerSecond);
    },
  };
}
