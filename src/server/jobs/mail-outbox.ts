/**
 * The mail outbox (DESIGN §1.4, §7): requests only insert a row; this dispatcher delivers it in the background,
 * retrying with backoff. Rows are claimed with FOR UPDATE SKIP LOCKED and leased, so several instances never
 * send one mail at the same time. Bodies are sealed at rest and erased once sent or given up; mail kept for the
 * mailbox (no SMTP) loses its body after 24 hours, so the table holds no usable one-time link for long.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";
import { mailOutbox } from "@/server/db/schema";
import type { Mail, Mailer, MailTransport } from "@/server/auth/mailer";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { SecretError, type SecretBox } from "@/server/lib/secrets";

export interface MailOutboxOptions {
  db: Db;
  secrets: SecretBox;
  clock: Clock;
  logger: Logger;
  /** null: no SMTP; mail is kept for the mailbox instead of sent. */
  transport: MailTransport | null;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
}

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
  purged: number;
}

export interface MailOutbox extends Mailer {
  /** One pass: deliver what is due, reschedule failures, erase expired kept bodies. Tests call this directly. */
  runOnce(): Promise<RunResult>;
  /** Polls every `pollMs`, and right after a mail is queued by this process. */
  start(): void;
  /** Stops polling and waits for a pass under way. */
  stop(): Promise<void>;
}

export const MAIL_KEEP_MS = 24 * 3600_000;
/** How long a claimed row stays invisible to other dispatchers while it is being sent. */
const LEASE_MS = 10 * 60_000;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 3600_000;

export const backoffMs = (attempt: number) => Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));

const bodyContext = (id: string) => `mail_outbox:${id}`;

export function sealMailBody(secrets: SecretBox, id: string, mail: Pick<Mail, "text" | "html">): string {
  return secrets.seal(JSON.stringify({ text: mail.text, html: mail.html }), bodyContext(id));
}

export function openMailBody(secrets: SecretBox, id: string, sealed: string): { text: string; html: string } {
  return JSON.parse(secrets.open(sealed, bodyContext(id))) as { text: string; html: string };
}

export function createMailOutbox(opts: MailOutboxOptions): MailOutbox {
  const { db, secrets, clock, logger, transport } = opts;
  const pollMs = opts.pollMs ?? 5000;
  const batchSize = opts.batchSize ?? 10;
  const maxAttempts = opts.maxAttempts ?? 10;
  const iso = (offsetMs = 0) => new Date(clock.now().getTime() + offsetMs).toISOString();
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<RunResult> | null = null;

  async function claim() {
    const now = iso();
    const result = await db.execute<{ id: string; to: string; subject: string; body: string | null; attempts: number }>(sql`
      update ${mailOutbox} set next_attempt_at = ${iso(LEASE_MS)}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= ${now}::timestamptz
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, "to", subject, body, attempts`);
    return rowsOf<{ id: string; to: string; subject: string; body: string | null; attempts: number }>(result);
  }

  async function pass(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0, purged: 0 };
    if (transport) {
      for (const row of await claim()) {
        try {
          if (!row.body) throw new Error("mail body missing");
          const body = openMailBody(secrets, row.id, row.body);
          await transport.deliver({ to: row.to, subject: row.subject, ...body });
          await db.update(mailOutbox).set({ status: "sent", sentAt: iso(), body: null, error: null }).where(eq(mailOutbox.id, row.id));
          result.sent += 1;
        } catch (err) {
          const error = String((err as Error).message ?? err).slice(0, 500);
          const attempts = Number(row.attempts);
          if (attempts >= maxAttempts || !row.body) {
            logger.warn({ to: row.to, attempts, error }, "mail given up");
            await db.update(mailOutbox).set({ status: "failed", body: null, error }).where(eq(mailOutbox.id, row.id));
            result.failed += 1;
          } else {
            logger.warn({ to: row.to, attempts, error }, "mail delivery failed; will retry");
            await db.update(mailOutbox).set({ error, nextAttemptAt: iso(backoffMs(attempts)) }).where(eq(mailOutbox.id, row.id));
            result.retried += 1;
          }
        }
      }
    }
    const purged = await db
      .update(mailOutbox)
      .set({ body: null })
      .where(and(eq(mailOutbox.status, "kept"), sql`${mailOutbox.body} is not null`, sql`${mailOutbox.createdAt} < ${iso(-MAIL_KEEP_MS)}::timestamptz`))
      .returning({ id: mailOutbox.id });
    result.purged = purged.length;
    return result;
  }

  function runOnce(): Promise<RunResult> {
    // One pass at a time per process; other processes are kept apart by the row locks.
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  function tick() {
    void runOnce().catch((err: unknown) => logger.warn({ err: String(err) }, "mail outbox pass failed"));
  }

  return {
    kind: transport ? "smtp" : "dev",
    async send(mail) {
      const id = randomUUID();
      await db.insert(mailOutbox).values({
        id,
        to: mail.to,
        subject: mail.subject,
        body: sealMailBody(secrets, id, mail),
        status: transport ? "pending" : "kept",
        nextAttemptAt: iso(),
      });
      if (!transport) logger.info({ to: mail.to, subject: mail.subject }, "mail kept in the mailbox (no SMTP_URL)");
      else if (timer) setImmediate(tick);
    },
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * Kept mail for the mailbox, newest first, with bodies opened. Rows whose body was erased, or was sealed with
 * another SECRETS_KEY (the key changed, or another instance has its own), are left out instead of failing the list.
 */
export async function listKeptMail(db: Db, secrets: SecretBox, limit = 100) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "kept"), sql`${mailOutbox.body} is not null`))
    .orderBy(sql`${mailOutbox.createdAt} desc, ${mailOutbox.id} desc`)
    .limit(limit);
  return rows.flatMap((r) => {
    try {
      return [{ ...r, ...openMailBody(secrets, r.id, r.body!) }];
    } catch (err) {
      if (err instanceof SecretError) return [];
      throw err;
    }
  });
}
