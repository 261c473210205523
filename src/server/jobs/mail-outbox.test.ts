/**
 * The background mail outbox: delivery outside requests, retries with backoff, no mail sent twice by two
 * dispatchers on one database, and no body left behind.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/db/schema";
import { createLogger } from "@/server/lib/logger";
import { createSecretBox } from "@/server/lib/secrets";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/helpers/fake-smtp";
import type { MailTransport } from "@/server/auth/mailer";
import { backoffMs, createMailOutbox, listKeptMail } from "./mail-outbox";

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
const rowsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("mail outbox", () => {
  it("sends each mail once when two dispatchers drain the same outbox at the same time", async () => {
    const other = createMailOutbox({ db: t.database.db, secrets: t.deps.secrets, clock: t.clock, logger: createLogger("silent"), transport: (await import("@/server/auth/mailer")).createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, "x@localhost") });
    const addresses = Array.from({ length: 12 }, (_, i) => `twice-${i}@example.com`);
    for (const to of addresses) await t.deps.mailer.send(mail(to));
    const before = smtp.received.length;
    const [a, b] = await Promise.all([t.deps.mailer.runOnce(), other.runOnce()]);
    const [c, d] = await Promise.all([t.deps.mailer.runOnce(), other.runOnce()]);
    expect(a.sent + b.sent + c.sent + d.sent).toBe(12);
    const delivered = smtp.received.slice(before).flatMap((m) => m.to);
    expect(delivered.sort()).toEqual([...addresses].sort());
    for (const to of addresses) expect(await rowsTo(to)).toMatchObject([{ status: "sent", body: null }]);
  });

  it("retries with growing waits and gives up after the last attempt, erasing the body", async () => {
    let calls = 0;
    const failing: MailTransport = {
      async deliver() {
        calls += 1;
        throw new Error("550 mailbox unavailable");
      },
    };
    const outbox = createMailOutbox({ db: t.database.db, secrets: t.deps.secrets, clock: t.clock, logger: createLogger("silent"), transport: failing, maxAttempts: 3 });
    const to = "bounce@example.com";
    await outbox.send(mail(to));
    expect(await outbox.runOnce()).toMatchObject({ retried: 1 });
    expect(await outbox.runOnce()).toMatchObject({ retried: 0, failed: 0 }); // not due yet
    t.clock.advance(backoffMs(1));
    expect(await outbox.runOnce()).toMatchObject({ retried: 1 });
    t.clock.advance(backoffMs(2) - 1000);
    expect(await outbox.runOnce()).toMatchObject({ retried: 0 });
    t.clock.advance(1000);
    expect(await outbox.runOnce()).toMatchObject({ failed: 1 });
    expect(calls).toBe(3);
    expect(await rowsTo(to)).toMatchObject([{ status: "failed", body: null, attempts: 3, error: "550 mailbox unavailable" }]);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
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
