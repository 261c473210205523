/** Every background worker starts in jobs/workers.ts, and after stop() nothing of it runs any more. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "@/server/db/schema";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/helpers/fake-smtp";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { MAIL_QUEUE } from "./mail-outbox";
import { startWorkers } from "./workers";

let t: TestApp;
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, JOBS_POLL_INTERVAL_MS: "50" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mail = (to: string) => ({ to, subject: "Hello", text: "Body", html: "<p>Body</p>" });
const statusOf = async (to: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.status;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("background workers", () => {
  it("start in one place, do their work, and after stop leave no worker, sweep or timer running", async () => {
    const purges = vi.spyOn(t.deps.mailer, "purgeKept");
    const workers = await startWorkers(t.deps, { sweepIntervalMs: 30 });
    expect(workers.running()).toEqual(expect.arrayContaining([MAIL_QUEUE, "publish-post", "rate limit sweep", "kept mail sweep"]));

    // The mail queue's worker delivers without anyone calling it, and the sweeps run on their interval.
    await t.deps.mailer.send(mail("while-running@example.com"));
    await vi.waitFor(async () => expect(await statusOf("while-running@example.com")).toBe("sent"), { timeout: 10_000 });
    await vi.waitFor(() => expect(purges.mock.calls.length).toBeGreaterThanOrEqual(2));

    await workers.stop();
    expect(workers.running()).toEqual([]);
    expect(t.deps.services.jobs!.working()).toEqual([]);
    const purgesAtStop = purges.mock.calls.length;
    const delivered = smtp.received.length;
    // A mail queued after the stop waits for a worker (many poll intervals and sweep intervals later).
    await t.deps.mailer.send(mail("after-stop@example.com"));
    await sleep(500);
    expect(await statusOf("after-stop@example.com")).toBe("pending");
    expect(smtp.received.length).toBe(delivered);
    expect(purges.mock.calls.length).toBe(purgesAtStop);
    // Stopping twice is harmless (index.ts may get SIGINT after SIGTERM).
    await workers.stop();
  });
});
