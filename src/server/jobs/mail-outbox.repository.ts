/** The mail_outbox table's queries (the dispatcher that drives them is mail-outbox.ts). */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";
import { mailOutbox } from "@/server/db/schema";

export type ClaimedMail = {
  id: string;
  to: string;
  subject: string;
  body: string | null;
  attempts: number;
};

export type NewMailRow = typeof mailOutbox.$inferInsert;

export function createMailOutboxRepository(db: Db) {
  return {
    async insert(values: NewMailRow): Promise<void> {
      await db.insert(mailOutbox).values(values);
    },

    /** Leases up to `limit` due pending rows until `leaseUntil` (FOR UPDATE SKIP LOCKED: instances never share one). */
    async claimDue(nowIso: string, leaseUntilIso: string, limit: number): Promise<ClaimedMail[]> {
      const result = await db.execute<ClaimedMail>(sql`
        update ${mailOutbox} set next_attempt_at = ${leaseUntilIso}::timestamptz, attempts = attempts + 1
        where id in (
          select id from ${mailOutbox}
          where status = 'pending' and next_attempt_at <= ${nowIso}::timestamptz
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        returning id, "to", subject, body, attempts`);
      return rowsOf<ClaimedMail>(result);
    },

    async markSent(id: string, atIso: string): Promise<void> {
      await db.update(mailOutbox).set({ status: "sent", sentAt: atIso, body: null, error: null }).where(eq(mailOutbox.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.update(mailOutbox).set({ status: "failed", body: null, error }).where(eq(mailOutbox.id, id));
    },

    async scheduleRetry(id: string, error: string, atIso: string): Promise<void> {
      await db.update(mailOutbox).set({ error, nextAttemptAt: atIso }).where(eq(mailOutbox.id, id));
    },

    /** Erases the bodies of kept mail created before `beforeIso`; answers how many. */
    async eraseKeptBodiesBefore(beforeIso: string): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({ body: null })
        .where(and(eq(mailOutbox.status, "kept"), sql`${mailOutbox.body} is not null`, sql`${mailOutbox.createdAt} < ${beforeIso}::timestamptz`))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    /** Kept mail that still has a body, newest first. */
    async listKept(limit: number) {
      return db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "kept"), sql`${mailOutbox.body} is not null`))
        .orderBy(sql`${mailOutbox.createdAt} desc, ${mailOutbox.id} desc`)
        .limit(limit);
    },
  };
}
