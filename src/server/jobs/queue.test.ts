import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import type { Job } from "./queue";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.services.jobs!.prepare("test-queue");
});
afterAll(async () => t.close());

const stateOf = async (id: string) => (await t.database.executeSql("select state from pgboss.job where id = $1", [id])).rows[0]?.state;

describe("the job queue", () => {
  it("creates several new queues asked for at once (at start, mail and publishing), one at a time", async () => {
    const jobs = t.deps.services.jobs!;
    const names = ["q-at-once-a", "q-at-once-b", "q-at-once-c", "q-at-once-d"];
    await Promise.all(names.map((name) => jobs.prepare(name)));
    const rows = await t.database.executeSql("select name from pgboss.queue where name like 'q-at-once-%' order by name", []);
    expect(rows.rows.map((r) => (r as { name: string }).name)).toEqual(names);
  });

  it("creates a job inside a transaction only if the transaction commits", async () => {
    const jobs = t.deps.services.jobs!;
    const kept = await t.database.db.transaction(async (tx) => jobs.send("test-queue", { n: 1 }, {}, tx));
    expect(await stateOf(kept)).toBe("created");
    let rolledBack = "";
    await t.database.db
      .transaction(async (tx) => {
        rolledBack = await jobs.send("test-queue", { n: 2 }, {}, tx);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(rolledBack).not.toBe("");
    expect(await stateOf(rolledBack)).toBeUndefined();
    await t.database.db.transaction(async (tx) => jobs.cancel("test-queue", kept, tx));
    expect(await stateOf(kept)).toBe("cancelled");
  });

  it("runs each job once, retries a throwing handler with its retry count, and completes it", async () => {
    const jobs = t.deps.services.jobs!;
    const seen: Job<{ n: number }>[] = [];
    let done!: () => void;
    const finished = new Promise<void>((r) => (done = r));
    jobs.work<{ n: number }>("test-queue", { concurrency: 4, pollIntervalMs: 50 }, async (job) => {
      seen.push(job);
      if (job.data.n === 7 && job.retryCount === 0) throw new Error("first attempt fails");
      if (seen.filter((j) => j.data.n >= 5).length === 4) done();
    });
    const ids = await Promise.all([5, 6, 7].map((n) => jobs.send("test-queue", { n }, { retryLimit: 2, retryDelaySeconds: 1 })));
    jobs.wake("test-queue");
    await finished;
    expect(seen.filter((j) => j.data.n === 5)).toHaveLength(1);
    expect(seen.filter((j) => j.data.n === 7).map((j) => j.retryCount)).toEqual([0, 1]);
    await vi.waitFor(async () => expect(await Promise.all(ids.map(stateOf))).toEqual(["completed", "completed", "completed"]), { timeout: 20_000 });
  });

  it("hands a job still running when stop() runs out of time back to the queue at once, with what its handler held", async () => {
    const jobs = t.deps.services.jobs!;
    await jobs.prepare("release-queue");
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const blocked = new Promise<void>((r) => (finish = r));
    const released: Job<{ n: number }>[] = [];
    jobs.work<{ n: number }>(
      "release-queue",
      { concurrency: 1, pollIntervalMs: 50, release: async (job) => void released.push(job) },
      async () => {
        started();
        await blocked;
      },
    );
    // A lease of an hour: without the hand-back nobody could take the job before then.
    const id = await jobs.send("release-queue", { n: 1 }, { expireInSeconds: 3600 });
    jobs.wake("release-queue");
    await running;
    expect(await stateOf(id)).toBe("active");

    await jobs.stop(50);
    expect(released.map((j) => j.id)).toEqual([id]);
    expect(await stateOf(id)).toBe("retry");
    // The next worker (another instance) takes it now, and it is not counted as a failed attempt.
    const next: Job<{ n: number }>[] = [];
    await vi.waitFor(async () => {
      await jobs.runDue<{ n: number }>("release-queue", async (job) => void next.push(job));
      expect(next.map((j) => [j.id, j.retryCount])).toEqual([[id, 0]]);
    });
    expect(await stateOf(id)).toBe("completed");
    finish();
  });
});
