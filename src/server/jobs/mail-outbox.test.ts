/**
 * The mail outbox: delivery by pg-boss jobs outside requests, retries with the queue's backoff, no mail sent twice
 * by two workers on one database, and no body left behind.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/db/schema";
import { createLogger } from "@/server/lib/logger";
import { createSecretBox } from "@/server/lib/secrets";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/helpers/fake-smtp";
import type { MailTransport } from "@/server/auth/mailer";
import { MAIL_QUEUE, MAIL_RETRY_DELAY_SECONDS, createMailOutbox, listKeptMail } from "./mail-outbox";
import { mailJobsDueNow } from "../../../tests/helpers/mail";

let t: TestApp;
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mail = (to: string) => ({ to, subject: "Hello", text: "Body with a link token=abc", html: "<p>Body</p>" });
const jobOf = async (id: string) =>
  (await t.database.executeSql("select state, retry_count, retry_limit, retry_delay, retry_backoff, extract(epoch from start_after - now()) as wait from pgboss.job where id = $1", [id])).rows[0];
const rowsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("mail outbox", () => {
  it("sends each mail once when two workers run the mail queue at the same time", async () => {
    const other = createMailOutbox({
      db: t.database.db,
      secrets: t.deps.secrets,
      clock: t.clock,
      logger: createLogger("silent"),
      queue: t.deps.services.jobs,
      transport: (await import("@/server/auth/mailer")).createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, "x@localhost"),
    });
    const addresses = Array.from({ length: 12 }, (_, i) => `twice-${i}@example.com`);
    for (const to of addresses) await t.deps.mailer.send(mail(to));
    const before = smtp.received.length;
    await mailJobsDueNow(t);
    const [a, b] = await Promise.all([t.deps.mailer.runOnce(), other.runOnce()]);
    const [c, d] = await Promise.all([t.deps.mailer.runOnce(), other.runOnce()]);
    expect(a.sent + b.sent + c.sent + d.sent).toBe(12);
    const delivered = smtp.received.slice(before).flatMap((m) => m.to);
    expect(delivered.sort()).toEqual([...addresses].sort());
    for (const to of addresses) expect(await rowsTo(to)).toMatchObject([{ status: "sent", body: null }]);
  });

  it("queues the mail and its job in one transaction: a rolled-back request leaves neither", async () => {
    const to = "rolled-back@example.com";
    let id = "";
    await t.deps.mailer.prepare();
    await t.database.db
      .transaction(async (tx) => {
        id = await t.deps.mailer.send(mail(to), { tx });
        throw new Error("the request failed");
      })
      .catch(() => undefined);
    expect(id).not.toBe("");
    expect(await rowsTo(to)).toHaveLength(0);
    expect(await jobOf(id)).toBeUndefined();
  });

  it("retries through the queue with growing waits and gives up after the last attempt, erasing the body", async () => {
    let calls = 0;
    const failing: MailTransport = {
      async deliver() {
        calls += 1;
        throw new Error("550 mailbox unavailable");
      },
    };
    const outbox = createMailOutbox({ db: t.database.db, secrets: t.deps.secrets, clock: t.clock, logger: createLogger("silent"), transport: failing, queue: t.deps.services.jobs, maxAttempts: 3 });
    const to = "bounce@example.com";
    const id = await outbox.send(mail(to));
    expect(await jobOf(id)).toMatchObject({ state: "created", retry_limit: 2, retry_delay: MAIL_RETRY_DELAY_SECONDS, retry_backoff: true });
    await mailJobsDueNow(t);
    expect(await outbox.runOnce()).toMatchObject({ retried: 1 });
    expect(await outbox.runOnce()).toMatchObject({ retried: 0, failed: 0 }); // not due yet
    const first = await jobOf(id);
    expect(first).toMatchObject({ state: "retry" });
    expect(Number(first.wait)).toBeGreaterThan(MAIL_RETRY_DELAY_SECONDS - 5);
    expect(await rowsTo(to)).toMatchObject([{ status: "pending", attempts: 1, error: "550 mailbox unavailable" }]);
    await mailJobsDueNow(t);
    expect(await outbox.runOnce()).toMatchObject({ retried: 1 });
    // pg-boss doubles the wait (with jitter): the second is at least the first delay doubled.
    expect(Number((await jobOf(id)).wait)).toBeGreaterThan(2 * MAIL_RETRY_DELAY_SECONDS - 5);
    await mailJobsDueNow(t);
    expect(await outbox.runOnce()).toMatchObject({ failed: 1 });
    expect(calls).toBe(3);
    expect(await rowsTo(to)).toMatchObject([{ status: "failed", body: null, attempts: 3, error: "550 mailbox unavailable" }]);
    expect(await jobOf(id)).toMatchObject({ state: "completed" });
  });

  it("does nothing when a job comes again for a mail already sent or leased", async () => {
    const to = "twice-handed@example.com";
    const id = await t.deps.mailer.send(mail(to));
    const job = { id, name: MAIL_QUEUE, data: { mailId: id }, retryCount: 0, retryLimit: 9 };
    const before = smtp.received.length;
    // Two workers holding the same job (one took it again after the lease): one sends.
    expect((await Promise.all([t.deps.mailer.deliver(job), t.deps.mailer.deliver(job)])).sort()).toEqual(["sent", "skipped"]);
    expect(await t.deps.mailer.deliver(job)).toBe("skipped");
    expect(smtp.received.length - before).toBe(1);
    await t.deps.mailer.runOnce();
  });

  it("keeps bodies sealed at rest", async () => {
    const to = "sealed@example.com";
    await t.deps.mailer.send(mail(to));
    const [row] = await rowsTo(to);
    expect(row.body).not.toContain("token=abc");
    expect(() => createSecretBox("another-key-that-is-long-enough-000000").open(row.body!, `mail_outbox:${row.id}`)).toThrow();
    await t.deps.mailer.runOnce();
  });

  it("lists the kept mail it can open and leaves out mail sealed under another SECRETS_KEY", async () => {
    const other = createSecretBox("another-key-that-is-long-enough-111111");
    const dev = (secrets: typeof other) => createMailOutbox({ db: t.database.db, secrets, clock: t.clock, logger: createLogger("silent"), transport: null });
    await dev(t.deps.secrets).send(mail("kept-mine@example.com"));
    await dev(other).send(mail("kept-other@example.com"));
    const listed = (await listKeptMail(t.database.db, t.deps.secrets)).map((m) => m.to);
    expect(listed).toContain("kept-mine@example.com");
    expect(listed).not.toContain("kept-other@example.com");
    expect(await rowsTo("kept-other@example.com")).toMatchObject([{ status: "kept" }]);
  });
});
