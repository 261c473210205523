import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";
import type { Clock } from "./clock";

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
}

export interface RateLimiter {
  take(key: string, rule: BucketRule): Promise<RateDecision>;
}

/**
 * Token buckets kept in PostgreSQL so every instance shares them (DESIGN §1.4). One statement
 * refills the bucket by the elapsed time, takes a token when one is there, and answers what is left.
 */
export function createPgRateLimiter(db: Db, clock: Clock): RateLimiter {
  return {
    async take(key, rule) {
      const now = clock.now().toISOString();
      const result = await db.execute<{ tokens: number; allowed: boolean }>(sql`
        with current as (
          select least(${rule.burst}::float8, rl.tokens + greatest(0, extract(epoch from (${now}::timestamptz - rl.updated_at))) * ${rule.refillPerSecond}::float8) as available
          from rate_limits rl where rl.key = ${key}
        ),
        upsert as (
          insert into rate_limits (key, tokens, updated_at)
          values (${key}, ${rule.burst}::float8 - 1, ${now}::timestamptz)
          on conflict (key) do update set
            tokens = case when (select available from current) >= 1 then (select available from current) - 1 else (select available from current) end,
            updated_at = ${now}::timestamptz
          returning tokens
        )
        select tokens, coalesce((select available from current) >= 1, true) as allowed from upsert`);
      const row = rowsOf<{ tokens: number; allowed: boolean }>(result)[0];
      if (!row || row.allowed) return { allowed: true, retryAfterSeconds: 0 };
      const missing = 1 - Number(row.tokens);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(missing / rule.refillPerSecond)) };
    },
  };
}
