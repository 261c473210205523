import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";
import { idempotencyKeys } from "@/server/db/schema";

export interface StoredAnswer {
  requestHash: string;
  /** null while the first request is still running. */
  status: number | null;
  contentType: string | null;
  body: string | null;
  expiresAt: string;
}

/** The idempotency_keys table (issue 29): one row per caller and Idempotency-Key, kept until it expires. */
export function createIdempotencyRepository(db: Db) {
  return {
    /** Claims the key for a request; false when a row is there already (running, answered or expired). */
    async claim(owner: string, key: string, requestHash: string, nowIso: string, expiresAtIso: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ owner, key, requestHash, createdAt: nowIso, expiresAt: expiresAtIso })
        .onConflictDoNothing()
        .returning({ owner: idempotencyKeys.owner });
      return rows.length > 0;
    },

    async find(owner: string, key: string): Promise<StoredAnswer | undefined> {
      const [row] = await db
        .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, contentType: idempotencyKeys.contentType, body: idempotencyKeys.body, expiresAt: idempotencyKeys.expiresAt })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
      return row;
    },

    async answer(owner: string, key: string, status: number, contentType: string | null, body: string): Promise<void> {
      await db.update(idempotencyKeys).set({ status, contentType, body }).where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
    },

    /** Lets the key go: the request failed in a way a retry should run again (5xx, 429), or its answer is a stream. */
    async release(owner: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
    },

    async deleteExpired(nowIso: string, limit: number, owner?: { owner: string; key: string }): Promise<number> {
      if (owner) {
        const gone = await db
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.owner, owner.owner), eq(idempotencyKeys.key, owner.key), lte(idempotencyKeys.expiresAt, nowIso)))
          .returning({ key: idempotencyKeys.key });
        return gone.length;
      }
      const result = await db.execute(sql`
        with gone as (
          delete from idempotency_keys where ctid in (select ctid from idempotency_keys where expires_at <= ${nowIso}::timestamptz limit ${limit})
          returning 1
        ) select count(*)::int as n from gone`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
  };
}
