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
 * one is there, and answers what is left (the bucket starts full). Each write also records when the bucket will be
 * full again (full_at), so rows that no longer hold anything can be swept.
 */
export function createRateLimitsRepository(db: Db) {
  return {
    async take(key: string, burst: number, refillPerSecond: number, nowIso: string): Promise<TokenTake | undefined> {
      // Two first takes of one key at once: both find no row, one inserts, the other lands in "do update" with an
      // empty "current" (its snapshot predates the insert). It then takes from the row the winner just wrote.
      const raceTokens = sql`greatest(0, least(${burst}::float8, rate_limits.tokens + greatest(0, extract(epoch from (${nowIso}::timestamptz - rate_limits.updated_at))) * ${refillPerSecond}::float8) - 1)`;
      const result = await db.execute<{ tokens: number; allowed: boolean }>(sql`
        with current as (
          select least(${burst}::float8, rl.tokens + greatest(0, extract(epoch from (${nowIso}::timestamptz - rl.updated_at))) * ${refillPerSecond}::float8) as available
          from rate_limits rl where rl.key = ${key}
        ),
        next as (
          select case when available >= 1 then available - 1 else available end as tokens from current
        ),
        upsert as (
          insert into rate_limits (key, tokens, updated_at, full_at)
          values (${key}, ${burst}::float8 - 1, ${nowIso}::timestamptz, ${nowIso}::timestamptz + make_interval(secs => 1 / ${refillPerSecond}::float8))
          on conflict (key) do update set
            tokens = coalesce((select tokens from next), ${raceTokens}),
            updated_at = ${nowIso}::timestamptz,
            full_at = ${nowIso}::timestamptz + make_interval(secs => (${burst}::float8 - coalesce((select tokens from next), ${raceTokens})) / ${refillPerSecond}::float8)
          returning tokens
        )
        select tokens, coalesce((select available from current) >= 1, true) as allowed from upsert`);
      return rowsOf<TokenTake>(result)[0];
    },

    /** Puts one token back (a take that turned out not to count), never above the burst. */
    async refund(key: string, burst: number, refillPerSecond: number): Promise<void> {
      await db.execute(sql`
        update rate_limits set
          tokens = least(${burst}::float8, tokens + 1),
          full_at = updated_at + make_interval(secs => (${burst}::float8 - least(${burst}::float8, tokens + 1)) / ${refillPerSecond}::float8)
        where key = ${key}`);
    },

    /** Deletes up to `limit` rows of buckets that are full again by `nowIso`; answers how many went. */
    async deleteFull(nowIso: string, limit: number): Promise<number> {
      const result = await db.execute<{ key: string }>(sql`
        delete from rate_limits where key in (
          select key from rate_limits where full_at <= ${nowIso}::timestamptz limit ${limit}
        ) and full_at <= ${nowIso}::timestamptz
        returning key`);
      return rowsOf<{ key: string }>(result).length;
    },
  };
}
