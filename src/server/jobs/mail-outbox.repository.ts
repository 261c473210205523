/** The mail_outbox table's queries (the mail job that drives them is mail-outbox.ts). */
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
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

    /**
     * Takes one pending row for one delivery attempt until `leaseUntilIso`: a job handed out twice (its worker died
     * or overran) finds the row leased or sent and does nothing, so no mail goes out twice at the same time.
     */
    async claim(id: string, nowIso: string, leaseUntilIso: string): Promise<ClaimedMail | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: leaseUntilIso, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, nowIso)))
        .returning({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, body: mailOutbox.body, attempts: mailOutbox.attempts });
      return row;
    },
    async markSent(id: string, atIso: string): Promise<void> {
      await db.update(mailOutbox).set({ status: "sent", sentAt: atIso, body: null, error: null }).where(eq(mailOutbox.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.update(mailOutbox).set({ status: "failed", body: null, error }).where(eq(mailOutbox.id, id));
    },

    /** A failed attempt gives the row back (its job is retried by the queue, with the queue's backoff). */
    async release(id: string, error: string, nowIso: string): Promise<void> {
      await db.update(mailOutbox).set({ error, nextAttemptAt: nowIso }).where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
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
