/**
 * The mail outbox (DESIGN §1.4, §7): requests only insert a row; this dispatcher delivers it in the background,
 * retrying with backoff. Rows are claimed with FOR UPDATE SKIP LOCKED and leased, so several instances never
 * send one mail at the same time. Bodies are sealed at rest and erased once sent or given up; mail kept for the
 * mailbox (no SMTP) loses its body after 24 hours, so the table holds no usable one-time link for long.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/client";
import type { Mail, Mailer, MailTransport } from "@/server/auth/mailer";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { SecretError, type SecretBox } from "@/server/lib/secrets";
import { createMailOutboxRepository } from "./mail-outbox.repository";

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
  const repo = createMailOutboxRepository(db);

  async function pass(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0, purged: 0 };
    if (transport) {
      for (const row of await repo.claimDue(iso(), iso(LEASE_MS), batchSize)) {
        try {
          if (!row.body) throw new Error("mail body missing");
          const body = openMailBody(secrets, row.id, row.body);
          await transport.deliver({ to: row.to, subject: row.subject, ...body });
          await repo.markSent(row.id, iso());
          result.sent += 1;
        } catch (err) {
          const error = String((err as Error).message ?? err).slice(0, 500);
          const attempts = Number(row.attempts);
          if (attempts >= maxAttempts || !row.body) {
            logger.warn({ to: row.to, attempts, error }, "mail given up");
            await repo.markFailed(row.id, error);
            result.failed += 1;
          } else {
            logger.warn({ to: row.to, attempts, error }, "mail delivery failed; will retry");
            await repo.scheduleRetry(row.id, error, iso(backoffMs(attempts)));
            result.retried += 1;
          }
        }
      }
    }
    result.purged = await repo.eraseKeptBodiesBefore(iso(-MAIL_KEEP_MS));
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
    async send(mail, opts = {}) {
      const id = randomUUID();
      await (opts.tx ? createMailOutboxRepository(opts.tx) : repo).insert({
        id,
        to: mail.to,
        subject: mail.subject,
        body: sealMailBody(secrets, id, mail),
        status: transport ? "pending" : "kept",
        nextAttemptAt: iso(),
      });
      if (!transport) logger.info({ to: mail.to, subject: mail.subject }, "mail kept in the mailbox (no SMTP_URL)");
      else if (!opts.tx) this.wake();
      return id;
    },
    wake() {
      if (transport && timer) setImmediate(tick);
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
