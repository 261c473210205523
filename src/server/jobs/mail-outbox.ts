/**
 * The mail outbox (DESIGN §1.4, §7): a request writes the mail's row and its pg-boss job in one transaction (the
 * caller's, when it has one), so a mail exists, and is delivered, only if the request's writes commit. The job
 * (queue "mail", worked in the background like publishing) claims the row with a lease, so a job handed out twice
 * never sends one mail twice at the same time, and a failed attempt throws so pg-boss retries it with exponential
 * backoff. Bodies are sealed at rest and erased once sent or given up; mail kept for the mailbox (no SMTP) has no
 * job, and loses its body after 24 hours (the mail sweep in jobs/workers.ts), so the table holds no usable
 * one-time link for long.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/client";
import type { Mail, Mailer, MailTransport } from "@/server/auth/mailer";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { SecretError, type SecretBox } from "@/server/lib/secrets";
import type { Job, JobQueue } from "./queue";
import { createMailOutboxRepository } from "./mail-outbox.repository";

export const MAIL_QUEUE = "mail";

export interface MailJobData {
  mailId: string;
}

export interface MailOutboxOptions {
  db: Db;
  secrets: SecretBox;
  clock: Clock;
  logger: Logger;
  /** null: no SMTP; mail is kept for the mailbox instead of sent. */
  transport: MailTransport | null;
  /** The job queue that delivers mail (needed with a transport). */
  queue?: JobQueue;
  /** Attempts before a mail is given up (the job's retry limit is one less). */
  maxAttempts?: number;
  /** The first retry's wait; pg-boss doubles it (with jitter) for each further attempt. */
  retryDelaySeconds?: number;
}

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
  purged: number;
}

export type Delivery = "sent" | "failed" | "skipped";

export interface MailOutbox extends Mailer {
  /** The mail job: one delivery attempt of one row. Throws to ask the queue for a retry. */
  deliver(job: Job<MailJobData>): Promise<Delivery>;
  /** Erases the bodies of kept mail older than MAIL_KEEP_MS; answers how many. */
  purgeKept(): Promise<number>;
  /**
   * Runs the due mail jobs once in this process and purges expired kept bodies: what the worker does, in one
   * call (tests and benchmarks use it instead of waiting for the worker).
   */
  runOnce(): Promise<RunResult>;
}

export const MAIL_KEEP_MS = 24 * 3600_000;
/** How long a claimed row stays untouchable by another attempt (and the job by another worker) while it is sent. */
const LEASE_MS = 10 * 60_000;
export const MAIL_RETRY_DELAY_SECONDS = 30;
const MAX_ATTEMPTS = 10;

const bodyContext = (id: string) => `mail_outbox:${id}`;

export function sealMailBody(secrets: SecretBox, id: string, mail: Pick<Mail, "text" | "html">): string {
  return secrets.seal(JSON.stringify({ text: mail.text, html: mail.html }), bodyContext(id));
}

export function openMailBody(secrets: SecretBox, id: string, sealed: string): { text: string; html: string } {
  return JSON.parse(secrets.open(sealed, bodyContext(id))) as { text: string; html: string };
}

export function createMailOutbox(opts: MailOutboxOptions): MailOutbox {
  const { db, secrets, clock, logger, transport, queue } = opts;
  const maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
  const iso = (offsetMs = 0) => new Date(clock.now().getTime() + offsetMs).toISOString();
  const repo = createMailOutboxRepository(db);
  const jobQueue = () => {
    if (!queue) throw new Error("mail needs the job queue (SMTP_URL is set)");
    return queue;
  };

  async function deliver(job: Job<MailJobData>): Promise<Delivery> {
    if (!transport) return "skipped";
    const row = await repo.claim(job.data.mailId, iso(), iso(LEASE_MS));
    // Sent, given up, withdrawn (a recovery for an unknown address) or being sent by another attempt.
    if (!row) return "skipped";
    try {
      if (!row.body) throw new Error("mail body missing");
      await transport.deliver({ to: row.to, subject: row.subject, ...openMailBody(secrets, row.id, row.body) });
      await repo.markSent(row.id, iso());
      return "sent";
    } catch (err) {
      const error = String((err as Error).message ?? err).slice(0, 500);
      if (job.retryCount >= job.retryLimit || !row.body) {
        logger.warn({ to: row.to, attempts: row.attempts, error }, "mail given up");
        await repo.markFailed(row.id, error);
        return "failed";
      }
      logger.warn({ to: row.to, attempts: row.attempts, error }, "mail delivery failed; will retry");
      await repo.release(row.id, error, iso());
      throw err;
    }
  }

  const purgeKept = () => repo.eraseKeptBodiesBefore(iso(-MAIL_KEEP_MS));
  const prepare = async () => {
    if (transport) await jobQueue().prepare(MAIL_QUEUE);
  };
  const wake = () => {
    if (transport) queue?.wake(MAIL_QUEUE);
  };

  return {
    kind: transport ? "smtp" : "dev",
    prepare,
    async send(mail, sendOpts = {}) {
      const id = randomUUID();
      const write = async (tx: Db) => {
        await createMailOutboxRepository(tx).insert({
          id,
          to: mail.to,
          subject: mail.subject,
          body: sealMailBody(secrets, id, mail),
          status: transport ? "pending" : "kept",
          nextAttemptAt: iso(),
        });
        if (!transport) return;
        await jobQueue().send<MailJobData>(
          MAIL_QUEUE,
          { mailId: id },
          { id, retryLimit: maxAttempts - 1, retryDelaySeconds: opts.retryDelaySeconds ?? MAIL_RETRY_DELAY_SECONDS, retryBackoff: true, expireInSeconds: LEASE_MS / 1000 },
          tx,
        );
      };
      if (!transport) logger.info({ to: mail.to, subject: mail.subject }, "mail kept in the mailbox (no SMTP_URL)");
      if (sendOpts.tx) {
        await write(sendOpts.tx);
        return id;
      }
      // The queue is ready before the transaction (on PGlite a query outside an open transaction waits for it).
      await prepare();
      await db.transaction(write);
      wake();
      return id;
    },
    wake,
    deliver,
    purgeKept,
    async runOnce() {
      const result: RunResult = { sent: 0, retried: 0, failed: 0, purged: 0 };
      if (transport) {
        await jobQueue().runDue<MailJobData>(MAIL_QUEUE, async (job) => {
          try {
            const outcome = await deliver(job);
            if (outcome !== "skipped") result[outcome] += 1;
          } catch (err) {
            result.retried += 1;
            throw err;
          }
        });
      }
      result.purged = await purgeKept();
      return result;
    },
  };
}

/**
 * Kept mail for the mailbox, newest first, with bodies opened. Rows whose body was erased, or was sealed with
 * another SECRETS_KEY (the key changed, or another instance has its own), are left out instead of failing the list.
 */
export async function listKeptMail(db: Db, secrets: SecretBox, limit = 100) {
  const rows = await createMailOutboxRepository(db).listKept(limit);
  return rows.flatMap((r) => {
    try {
      return [{ ...r, ...openMailBody(secrets, r.id, r.body!) }];
    } catch (err) {
      if (err instanceof SecretError) return [];
      throw err;
    }
  });
}
