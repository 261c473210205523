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
   * Queue inside this transaction (the mail exists only if it commits). The dispatcher is not woken: call
   * `wake()` after the commit.
   */
  tx?: Db;
}

export interface Mailer {
  /**
   * Queues the mail in the outbox and returns at once: a background dispatcher delivers it (SMTP), or it is kept
   * for the mailbox (no SMTP). Never waits for a mail server. Answers the outbox row's id.
   */
  send(mail: Mail, opts?: SendOptions): Promise<string>;
  /** Tells this process's dispatcher to look for mail now (after a transaction that queued some committed). */
  wake(): void;
  readonly kind: "smtp" | "dev";
}

/** What actually hands a mail to a mail server. */
export interface MailTransport {
  deliver(mail: Mail): Promise<void>;
}

/** SMTP through nodemailer, with timeouts short enough that a stalled server cannot hold the dispatcher for long. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as nodemailer.TransportOptions);
  return {
    async deliver(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
