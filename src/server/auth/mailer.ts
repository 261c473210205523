import nodemailer from "nodemailer";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import type { Logger } from "@/server/lib/logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it (SMTP), or keeps it for the dev mailbox. */
  send(mail: Mail): Promise<void>;
  readonly kind: "smtp" | "dev";
}

/** Every mail is written to mail_outbox first; with SMTP configured it is then delivered. */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    kind: transport ? "smtp" : "dev",
    async send(mail) {
      const [row] = await opts.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        opts.logger.info({ to: mail.to, subject: mail.subject }, "mail kept in the dev mailbox");
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await opts.db.update(mailOutbox).set({ sentAt: new Date().toISOString() }).where(eqId(row.id));
      } catch (err) {
        opts.logger.error({ err, to: mail.to }, "mail delivery failed");
        await opts.db.update(mailOutbox).set({ error: String((err as Error).message).slice(0, 500) }).where(eqId(row.id));
      }
    },
  };
}

const eqId = (id: string) => eq(mailOutbox.id, id);

export async function listOutbox(db: Db, limit = 50) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows;
}
