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
      // Two first takes of one key at once: both find no row and one inserts; the other lands in "do update" with an
      // empty "current" (its snapshot predates the insert), leaves the row as it is and says so ("raced"). A second
      // statement has a new snapshot and sees the row, so it decides as usual.
      for (let attempt = 0; ; attempt++) {
        const result = await db.execute<{ tokens: number; allowed: boolean; raced: boolean }>(sql`
          with current as (
            select least(${burst}::float8, rl.tokens + greatest(0, extract(epoch from (${nowIso}::timestamptz - rl.updated_at))) * ${refillPerSecond}::float8) as available
            from rate_limits rl where rl.key = ${key} for update
          ),
          next as (
            select case when available >= 1 then available - 1 else available end as tokens from current
          ),
          upsert as (
            insert into rate_limits (key, tokens, updated_at, full_at)
            values (${key}, ${burst}::float8 - 1, ${nowIso}::timestamptz, ${nowIso}::timestamptz + make_interval(secs => 1 / ${refillPerSecond}::float8))
            on conflict (key) do update set
              tokens = coalesce((select tokens from next), rate_limits.tokens),
              updated_at = case when exists (select 1 from current) then ${nowIso}::timestamptz else rate_limits.updated_at end,
              full_at = case when exists (select 1 from current)
                then ${nowIso}::timestamptz + make_interval(secs => (${burst}::float8 - (select tokens from next)) / ${refillPerSecond}::float8)
                else rate_limits.full_at end
            returning tokens, xmax = 0 as inserted
          )
          select tokens, coalesce((select available from current) >= 1, true) as allowed,
            (not inserted and not exists (select 1 from current)) as raced
          from upsert`);
        const row = rowsOf<{ tokens: number; allowed: boolean; raced: boolean }>(result)[0];
        if (!row?.raced || attempt >= 2) return row && { tokens: row.tokens, allowed: row.allowed };
      }
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
