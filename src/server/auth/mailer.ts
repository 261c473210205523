import nodemailer from "nodemailer";
import type { Db } from "@/server/db/client";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SendOptions {
  /**
   * Queue inside this transaction (the mail and its delivery job exist only if it commits). Call `prepare()`
   * before opening the transaction, and `wake()` after the commit.
   */
  tx?: Db;
}

export interface Mailer {
  /**
   * Queues the mail in the outbox with its delivery job and returns at once: the mail job delivers it in the
   * background (SMTP), or it is kept for the mailbox (no SMTP). Never waits for a mail server. Answers the
   * outbox row's id.
   */
  send(mail: Mail, opts?: SendOptions): Promise<string>;
  /** Readies the mail queue: call before a transaction that passes `tx` to `send`. */
  prepare(): Promise<void>;
  /** Tells this process's mail worker to look now (after a transaction that queued mail committed). */
  wake(): void;
  readonly kind: "smtp" | "dev";
}

/** What actually hands a mail to a mail server. */
export interface MailTransport {
  deliver(mail: Mail): Promise<void>;
}

/** SMTP through nodemailer, with timeouts short enough that a stalled server cannot hold a mail job for long. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as nodemailer.TransportOptions);
  return {
    async deliver(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
