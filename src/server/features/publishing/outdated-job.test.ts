/**
 * A publish job carries the post's version; editing or rescheduling a post bumps the version and creates a new
 * job. The old job, if a worker still gets it (fetched before it was cancelled, or handed out again after its
 * lease), must do nothing: the claim in posts.repository.ts matches the version. No workers run here; the test
 * plays the worker with the old job's own data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduledPosts } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import type { Job } from "@/server/jobs/queue";
import type { PublishJobData } from "./publisher";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, connect, createAccount, schedule } from "../../../../tests/helpers/publishing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createPostsRepository } from "./posts.repository";

let t: TestApp;
let hook: FakeWebhook;
let alice: string;
let account: string;

beforeAll(async () => {
  [t, hook] = await Promise.all([createTestApp({ env: PUBLISHING_TEST_ENV }), startFakeWebhook()]);
  alice = (await createUser(t)).access_token;
  account = await createAccount(t, alice, "webhook");
  await connect(t, alice, account, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
});
afterAll(async () => {
  await Promise.all([t.close(), hook.close()]);
});

const rowOf = async (id: string) => (await t.database.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0];
const jobOf = async (jobId: string): Promise<Job<PublishJobData>> => {
  const { rows } = await t.database.executeSql("select id, name, data, retry_count, retry_limit from pgboss.job where id = $1", [jobId]);
  const row = rows[0] as { id: string; name: string; data: PublishJobData; retry_count: number; retry_limit: number };
  return { id: row.id, name: row.name, data: row.data, retryCount: row.retry_count, retryLimit: row.retry_limit };
};

describe("an outdated publish job", () => {
  it("publishes nothing and leaves the post as it is, while the current job publishes it", async () => {
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    const { body } = await schedule(t, alice, { account_ids: [account], content: `first draft ${Date.now()}`, scheduled_at: inAnHour });
    const id = body.data[0].id;
    const before = await rowOf(id);
    const oldJob = await jobOf(before.jobId!);
    expect(oldJob.data).toMatchObject({ postId: id, version: before.version });

    const text = `final text ${id}`;
    const edited = await t.request(`/api/scheduled-posts/${id}`, { method: "PATCH", token: alice, json: { content: text, scheduled_at: new Date(Date.now() + 7200_000).toISOString() } });
    expect(edited.status).toBe(200);
    const current = await rowOf(id);
    expect(current.version).toBeGreaterThan(before.version);

    // The claim itself: the old version takes nothing.
    const now = t.clock.now().toISOString();
    expect(await createPostsRepository(t.database.db).claim(id, oldJob.data.version, now, now)).toBeUndefined();
    // The whole attempt with the old job: nothing sent, the row untouched.
    const publisher = t.deps.services.publisher!;
    await publisher.handle(oldJob);
    expect(hook.deliveries.filter((d) => d.payload.post?.text.includes(id))).toHaveLength(0);
    expect(await rowOf(id)).toEqual(current);

    // The new version's job is the one that publishes (the test would prove nothing if no job could).
    await publisher.handle(await jobOf(current.jobId!));
    expect(await rowOf(id)).toMatchObject({ status: "published", version: current.version, attempts: 1 });
    expect(hook.deliveries.filter((d) => d.payload.post?.text === text)).toHaveLength(1);
  });
});
