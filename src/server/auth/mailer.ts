import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Queues the mail in the outbox and returns at once: a background dispatcher delivers it (SMTP), or it is kept
   * for the mailbox (no SMTP). Never waits for a mail server.
   */
  send(mail: Mail): Promise<void>;
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
