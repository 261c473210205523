import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";

export type TokenTake = {
  /** Tokens left after the take (or, when refused, what the bucket holds). */
  tokens: number;
  allowed: boolean;
};

/**
 * The rate_limits table: one statement refills a bucket by the time since it was last touched, takes a token when
 * one is there, and answers what is left (the bucket starts full).
 */
export function createRateLimitsRepository(db: Db) {
  return {
    async take(key: string, burst: number, refillPerSecond: number, nowIso: string): Promise<TokenTake | undefined> {
      const result = await db.execute<{ tokens: number; allowed: boolean }>(sql`
        with current as (
          select least(${burst}::float8, rl.tokens + greatest(0, extract(epoch from (${nowIso}::timestamptz - rl.updated_at))) * ${refillPerSecond}::float8) as available
          from rate_limits rl where rl.key = ${key}
        ),
        upsert as (
          insert into rate_limits (key, tokens, updated_at)
          values (${key}, ${burst}::float8 - 1, ${nowIso}::timestamptz)
          on conflict (key) do update set
            tokens = case when (select available from current) >= 1 then (select available from current) - 1 else (select available from current) end,
            updated_at = ${nowIso}::timestamptz
          returning tokens
        )
        select tokens, coalesce((select available from current) >= 1, true) as allowed from upsert`);
      return rowsOf<TokenTake>(result)[0];
    },
  };
}
