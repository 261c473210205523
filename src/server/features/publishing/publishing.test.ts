import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/server/db/client";
import { contentHistory } from "@/server/db/schema";
import { PUBLISH_QUEUE } from "./publisher";
import { POST_UPDATED_EVENT, POSTS_CHANNEL, type ScheduledPost } from "@/shared/contracts/publishing";
import type { UploadedImage } from "@/shared/contracts/uploads";
import { startFakeBluesky, type FakeBluesky } from "../../../../tests/helpers/fake-bluesky";
import { startFakeMastodon, type FakeMastodon } from "../../../../tests/helpers/fake-mastodon";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { formWith, pngImage } from "../../../../tests/helpers/files";
import { PUBLISHING_TEST_ENV, connect, createAccount, getPost, schedule, settled, startWorkers, waitForPost } from "../../../../tests/helpers/publishing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

let t: TestApp;
let alice: string;
let userId: string;
let bsky: FakeBluesky;
let masto: FakeMastodon;
let hook: FakeWebhook;
const accounts = { bluesky: "", mastodon: "", webhook: "" };

beforeAll(async () => {
  [t, bsky, masto, hook] = await Promise.all([createTestApp({ env: PUBLISHING_TEST_ENV }), startFakeBluesky(), startFakeMastodon(), startFakeWebhook()]);
  const session = await createUser(t);
  alice = session.access_token;
  userId = session.user.id;
  accounts.bluesky = await createAccount(t, alice, "bluesky");
  accounts.mastodon = await createAccount(t, alice, "mastodon");
  accounts.webhook = await createAccount(t, alice, "webhook");
  await connect(t, alice, accounts.bluesky, { platform: "bluesky", service_url: bsky.url, identifier: bsky.handle, app_password: bsky.password });
  await connect(t, alice, accounts.mastodon, { platform: "mastodon", instance_url: masto.url, access_token: masto.token });
  await connect(t, alice, accounts.webhook, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
  await startWorkers(t);
});
afterAll(async () => {
  await Promise.all([t.close(), bsky.close(), masto.close(), hook.close()]);
});

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const jobState = async (jobId: string) => {
  const rows = await t.database.executeSql("select state from pgboss.job where id = $1", [jobId]);
  return rows.rows[0]?.state as string | undefined;
};
const jobOf = async (postId: string) => {
  const rows = await t.database.executeSql("select job_id from scheduled_posts where id = $1", [postId]);
  return rows.rows[0]?.job_id as string;
};

describe("publish now", () => {
  it("posts to Bluesky, links the live post and writes it to history with the platform", async () => {
    const text = `Launch day! https://example.com #news ${Date.now()}`;
    const { status, body } = await schedule(t, alice, { account_ids: [accounts.bluesky], content: text, publish_now: true });
    expect(status).toBe(201);
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    const sent = bsky.posts.find((p) => p.text === text)!;
    expect(post).toMatchObject({ status: "published", platform: "bluesky", error: null, attempts: 1, post_url: `https://bsky.app/profile/${bsky.handle}/post/${sent.rkey}` });
    expect((sent.record.facets as unknown[]).length).toBe(2);
    const [history] = await t.database.db
      .select()
      .from(contentHistory)
      .where(and(eq(contentHistory.userId, userId), eq(contentHistory.content, text)));
    expect(history.metadata).toMatchObject({ operation: "publish", platform: "bluesky", postUrl: post.post_url });
  });

  it("tells the owner's browsers each status on their realtime channel", async () => {
    const heard = vi.spyOn(t.deps.services.realtime!, "publish");
    try {
      const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: `Heard ${Date.now()}`, publish_now: true });
      const id = body.data[0].id;
      expect(await waitForPost(t, alice, id, settled)).toMatchObject({ status: "published" });
      // The notice follows the commit, so it may come just after the row reads "published".
      const told = () => heard.mock.calls.filter(([channel, event, payload]) => channel === POSTS_CHANNEL && event === POST_UPDATED_EVENT && (payload as { id: string }).id === id);
      await vi.waitFor(() => expect(told()).toHaveLength(2));
      expect(told()).toEqual([
        [POSTS_CHANNEL, POST_UPDATED_EVENT, { id, status: "publishing" }, userId],
        [POSTS_CHANNEL, POST_UPDATED_EVENT, { id, status: "published" }, userId],
      ]);
    } finally {
      heard.mockRestore();
    }
  });

  it("posts to Mastodon and to a signed webhook, each once", async () => {
    const text = `Both at once ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.mastodon, accounts.webhook], content: text, publish_now: true });
    expect(body.data.map((p) => p.platform).sort()).toEqual(["mastodon", "webhook"]);
    const done = await Promise.all(body.data.map((p) => waitForPost(t, alice, p.id, settled)));
    const status = masto.statuses.find((s) => s.text === text)!;
    const delivery = hook.deliveries.find((d) => d.payload.post?.text === text)!;
    expect(done.find((p) => p.platform === "mastodon")).toMatchObject({ status: "published", post_url: status.url });
    expect(done.find((p) => p.platform === "webhook")).toMatchObject({ status: "published", post_url: `${hook.url}/posts/${delivery.id}` });
    expect(delivery.payload).toMatchObject({ event: "post.publish", account: { id: accounts.webhook } });
    expect(status.idempotencyKey).toMatch(/^[0-9a-f-]{36}\.[0-9a-f]{16}$/);
  });
});

describe("scheduled in the future", () => {
  it("waits for its time, then publishes", async () => {
    const text = `Later ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: text, scheduled_at: inSeconds(1.5) });
    expect(body.data[0]).toMatchObject({ status: "scheduled", attempts: 0 });
    expect(hook.deliveries.some((d) => d.payload.post?.text === text)).toBe(false);
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post.status).toBe("published");
    const delivery = hook.deliveries.find((d) => d.payload.post?.text === text)!;
    expect(delivery.receivedAt).toBeGreaterThanOrEqual(new Date(body.data[0].scheduled_at).getTime());
  });

  it("can be edited and rescheduled until it is sent; the old time does nothing", async () => {
    const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: "first draft", scheduled_at: inSeconds(1) });
    const id = body.data[0].id;
    const oldJob = await jobOf(id);
    const later = inSeconds(2.5);
    const res = await t.request(`/api/scheduled-posts/${id}`, { method: "PATCH", token: alice, json: { content: `final text ${id}`, scheduled_at: later } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ content: `final text ${id}`, scheduled_at: new Date(later).toISOString() });
    expect(await jobState(oldJob)).toBe("cancelled");
    const post = await waitForPost(t, alice, id, settled);
    expect(post.status).toBe("published");
    expect(hook.deliveries.filter((d) => d.payload.post?.text.includes(id))).toHaveLength(1);
    const late = await t.request(`/api/scheduled-posts/${id}`, { method: "PATCH", token: alice, json: { content: "too late" } });
    expect(late.status).toBe(409);
  });

  it("refuses a time in the past, an unconnected account and text over the platform's limit", async () => {
    expect((await schedule(t, alice, { account_ids: [accounts.bluesky], content: "x", scheduled_at: new Date(Date.now() - 3_600_000).toISOString() })).status).toBe(422);
    const plain = await createAccount(t, alice, "bluesky", "not connected");
    expect((await schedule(t, alice, { account_ids: [plain], content: "x", publish_now: true })).body.error?.code).toBe("not_connected");
    const long = await schedule(t, alice, { account_ids: [accounts.bluesky], content: "é".repeat(301), publish_now: true });
    expect(long.status).toBe(422);
    expect(long.body.error?.message).toBe("The post is longer than Bluesky allows (301 of 300).");
    const heavy = await schedule(t, alice, { account_ids: [accounts.bluesky], content: "👨‍👩‍👧‍👦".repeat(121), publish_now: true });
    expect(heavy.status).toBe(422);
    expect(heavy.body.error?.message).toBe("The post is longer than Bluesky allows: 3,025 of 3,000 bytes (emoji and accented letters take several bytes each).");
    const copyOut = await createAccount(t, alice, "tiktok");
    expect((await schedule(t, alice, { account_ids: [copyOut], content: "x", publish_now: true })).body.error?.code).toBe("not_publishable");
  });
});

describe("images attached", () => {
  it("uploads them to Bluesky and Mastodon with their alt text and sends signed links to the webhook", async () => {
    const up = await t.request("/api/uploads", { method: "POST", token: alice, body: formWith("files", [{ name: "a.png", data: await pngImage(40, 30), type: "image/png" }]) });
    const [image] = ((await up.json()) as { data: UploadedImage[] }).data;
    const text = `With a picture ${Date.now()}`;
    const { body } = await schedule(t, alice, {
      account_ids: [accounts.bluesky, accounts.mastodon, accounts.webhook],
      content: text,
      images: [{ bucket: "image-storage", path: image.image_path, alt: "A grey test card, 40 by 30 pixels" }],
      publish_now: true,
    });
    const done = await Promise.all(body.data.map((p) => waitForPost(t, alice, p.id, settled)));
    expect(done.map((p) => p.status)).toEqual(["published", "published", "published"]);
    expect(bsky.posts.find((p) => p.text === text)?.images).toEqual([expect.objectContaining({ mimeType: "image/png", alt: "A grey test card, 40 by 30 pixels" })]);
    const mediaIds = masto.statuses.find((s) => s.text === text)?.mediaIds ?? [];
    expect(mediaIds).toHaveLength(1);
    expect(masto.media.find((m) => m.id === mediaIds[0])?.description).toBe("A grey test card, 40 by 30 pixels");
    const delivered = hook.deliveries.find((d) => d.payload.post?.text === text)!.payload.post!.images;
    expect(delivered).toHaveLength(1);
    const link = new URL(delivered[0].url);
    const fetched = await t.request(`${link.pathname}${link.search}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("image/png");
  });

  it("refuses another user's image", async () => {
    const res = await schedule(t, alice, { account_ids: [accounts.webhook], content: "x", images: [{ bucket: "image-storage", path: "00000000-0000-0000-0000-000000000000/1-a.png" }], publish_now: true });
    expect(res.body.error?.code).toBe("image_not_found");
  });
});

describe("platform failures", () => {
  it("retries a 500 with backoff and publishes once", async () => {
    bsky.fail("/xrpc/com.atproto.repo.createRecord", 500, 1, { error: "InternalServerError", message: "database is busy" });
    const text = `Retry me ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.bluesky], content: text, publish_now: true });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post).toMatchObject({ status: "published", attempts: 2, error: null });
    expect(bsky.posts.filter((p) => p.text === text)).toHaveLength(1);
  });

  it("retries a dropped connection", async () => {
    hook.fail("/hook", "drop", 1);
    const text = `Dropped ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: text, publish_now: true });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post).toMatchObject({ status: "published", attempts: 2 });
  });

  it("does not retry a 401 and shows the platform's reason; Retry sends it again", async () => {
    const account = await createAccount(t, alice, "mastodon", "revoked");
    masto.otherTokens.add("revoked-token-0000");
    expect((await connect(t, alice, account, { platform: "mastodon", instance_url: masto.url, access_token: "revoked-token-0000" })).status).toBe(200);
    masto.otherTokens.delete("revoked-token-0000");
    const before = masto.calls.filter((c) => c.path === "/api/v1/statuses").length;
    const { body } = await schedule(t, alice, { account_ids: [account], content: `Refused ${Date.now()}`, publish_now: true });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post).toMatchObject({ status: "failed", attempts: 1, error: "Mastodon refused the credentials (401): The access token is invalid" });
    expect(await jobState(await jobOf(post.id))).toBe("completed");
    expect(masto.calls.filter((c) => c.path === "/api/v1/statuses").length - before).toBe(1);

    await connect(t, alice, account, { platform: "mastodon", instance_url: masto.url, access_token: masto.token });
    const res = await t.request(`/api/scheduled-posts/${post.id}/retry`, { method: "POST", token: alice });
    expect(res.status).toBe(200);
    const again = await waitForPost(t, alice, post.id, settled);
    expect(again).toMatchObject({ status: "published", error: null });
  });

  it("gives up after the retry limit with the last reason", async () => {
    hook.fail("/hook", 503, 10, { message: "maintenance" });
    const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: `Down ${Date.now()}`, publish_now: true });
    const post = await waitForPost(t, alice, body.data[0].id, settled, 30_000);
    expect(post).toMatchObject({ status: "failed", attempts: 4, error: 'The webhook had a problem (503): {"message":"maintenance"}' });
    hook.clearFaults();
  }, 40_000);
});

describe("the calendar's view", () => {
  it("lists posts in a range by account and status, and the next ones first", async () => {
    const { body } = await schedule(t, alice, { account_ids: [accounts.bluesky, accounts.webhook], content: "far ahead", scheduled_at: new Date(Date.now() + 86_400_000 * 30).toISOString() });
    const from = new Date(Date.now() + 86_400_000 * 29).toISOString();
    const to = new Date(Date.now() + 86_400_000 * 31).toISOString();
    const all = (await (await t.request(`/api/scheduled-posts?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { token: alice })).json()) as { data: ScheduledPost[] };
    expect(all.data.map((p) => p.id).sort()).toEqual(body.data.map((p) => p.id).sort());
    const one = (await (await t.request(`/api/scheduled-posts?from=${encodeURIComponent(from)}&account_id=${accounts.bluesky}`, { token: alice })).json()) as { data: ScheduledPost[] };
    expect(one.data).toHaveLength(1);
    const failed = (await (await t.request(`/api/scheduled-posts?status=failed`, { token: alice })).json()) as { data: ScheduledPost[] };
    expect(failed.data.every((p) => p.status === "failed")).toBe(true);
    const upcoming = (await (await t.request(`/api/scheduled-posts?upcoming=true&limit=5`, { token: alice })).json()) as { data: ScheduledPost[] };
    expect(upcoming.data.every((p) => p.status === "scheduled")).toBe(true);
    for (const p of body.data) expect((await t.request(`/api/scheduled-posts/${p.id}`, { method: "DELETE", token: alice })).status).toBe(204);
  });

  it("answers 422 for a field the routes do not take", async () => {
    const created = await schedule(t, alice, { account_ids: [accounts.webhook], content: "x", scheduled_at: inSeconds(3600), user_id: "someone" });
    expect(created.status).toBe(422);
    expect(created.body.error?.code).toBe("unknown_field");
    const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: "strict", scheduled_at: inSeconds(3600) });
    const res = await t.request(`/api/scheduled-posts/${body.data[0].id}`, { method: "PATCH", token: alice, json: { content: "y", status: "published" } });
    expect(res.status).toBe(422);
    expect((await getPost(t, alice, body.data[0].id)).status).toBe("scheduled");
    const hook422 = await connect(t, alice, accounts.webhook, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret, verified: true });
    expect(hook422.status).toBe(422);
  });

  it("hides another user's posts", async () => {
    const bob = (await createUser(t)).access_token;
    const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: "mine", scheduled_at: inSeconds(3600) });
    const id = body.data[0].id;
    expect((await t.request(`/api/scheduled-posts/${id}`, { token: bob })).status).toBe(404);
    expect((await t.request(`/api/scheduled-posts/${id}`, { method: "PATCH", token: bob, json: { content: "x" } })).status).toBe(404);
    expect((await t.request(`/api/scheduled-posts/${id}`, { method: "DELETE", token: bob })).status).toBe(404);
    expect((await schedule(t, bob, { account_ids: [accounts.webhook], content: "x", publish_now: true })).status).toBe(422);
    expect((await getPost(t, alice, id)).status).toBe("scheduled");
  });
});

describe("two instances on one database", () => {
  it("send each due post exactly once", async () => {
    // On PostgreSQL the second instance has its own pool, as a second server process would.
    const secondDb = t.database.kind === "postgres" ? await openDatabase({ databaseUrl: t.database.url, poolSize: 3 }) : t.database;
    const second = await createTestApp({ env: PUBLISHING_TEST_ENV, database: secondDb });
    try {
      await startWorkers(second);
      const before = hook.deliveries.length;
      const posts = await Promise.all(
        Array.from({ length: 12 }, (_, i) => schedule(i % 2 ? second : t, alice, { account_ids: [accounts.webhook], content: `Race ${i} ${Date.now()}`, scheduled_at: inSeconds(1) })),
      );
      const ids = posts.map((p) => p.body.data[0].id);
      await Promise.all(ids.map((id) => waitForPost(t, alice, id, settled)));
      const fresh = hook.deliveries.slice(before);
      expect(fresh).toHaveLength(12);
      expect(new Set(fresh.map((d) => d.idempotencyKey)).size).toBe(12);

      // Both instances handed the same job at the same moment (as after an expiry): one sends, the other does nothing.
      const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: `Same job ${Date.now()}`, scheduled_at: inSeconds(3600) });
      const post = body.data[0];
      const job = { id: "race", name: PUBLISH_QUEUE, data: { postId: post.id, version: 1, dueAt: new Date().toISOString() }, retryCount: 0, retryLimit: 3 };
      await Promise.all([t.deps.services.publisher!.handle(job), second.deps.services.publisher!.handle(job)]);
      expect(hook.deliveries.filter((d) => d.payload.post?.text === post.content)).toHaveLength(1);
      expect((await getPost(t, alice, post.id)).status).toBe("published");
    } finally {
      await second.close();
      if (secondDb !== t.database) await secondDb.close();
    }
  });
});

describe("a post due while the server was down", () => {
  it("is sent when a server comes back, or marked missed past the grace time", async () => {
    const down = await createTestApp({ env: { ...PUBLISHING_TEST_ENV, JOBS_WORKERS: "false" } });
    try {
      const user = await createUser(down);
      const token = user.access_token;
      const account = await createAccount(down, token, "webhook");
      await connect(down, token, account, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
      const sendable = (await schedule(down, token, { account_ids: [account], content: `While down ${Date.now()}`, scheduled_at: inSeconds(0.5) })).body.data[0];
      const stale = (await schedule(down, token, { account_ids: [account], content: `Long gone ${Date.now()}`, scheduled_at: inSeconds(0.5) })).body.data[0];
      // No worker runs on `down`; wait until both are due in the database's own time.
      // The database sleeps until then itself (one statement, no polling loop).
      await down.database.executeSql("select pg_sleep(greatest(0, extract(epoch from ($1::timestamptz - now()))) + 0.05)", [stale.scheduled_at]);
      expect((await getPost(down, token, sendable.id)).status).toBe("scheduled");
      await down.deps.services.jobs!.stop();

      // The server comes back: the first post is sent. Then (as if hours had passed) the second is marked missed.
      const back = await createTestApp({ env: { ...PUBLISHING_TEST_ENV, PUBLISH_MISSED_GRACE_MINUTES: "60" }, database: down.database });
      try {
        await down.database.executeSql("update pgboss.job set start_after = now() + interval '1 hour' where data->>'postId' = $1", [stale.id]);
        await startWorkers(back);
        expect(await waitForPost(back, token, sendable.id, settled)).toMatchObject({ status: "published" });
        back.clock.set(new Date(Date.now() + 3 * 3600_000));
        const later = await back.request("/api/auth/token?grant_type=password", { method: "POST", json: { email: user.user.email, password: "plum-orbit-lantern-7" } });
        const laterToken = ((await later.json()) as { access_token: string }).access_token;
        await down.database.executeSql("update pgboss.job set start_after = now() where data->>'postId' = $1", [stale.id]);
        const missed = await waitForPost(back, laterToken, stale.id, settled);
        expect(missed).toMatchObject({ status: "missed", error: "Not sent: the server was not running at the scheduled time and the post was more than 60 minutes late." });
        expect(hook.deliveries.some((d) => d.payload.post?.text === stale.content)).toBe(false);
      } finally {
        await back.close();
      }
    } finally {
      await down.close();
    }
  });
});

describe("Bluesky threads", () => {
  type Reply = { root: { uri: string; cid: string }; parent: { uri: string; cid: string } };
  const replyOf = (p: FakeBluesky["posts"][number]) => (p.record as { reply?: Reply }).reply;

  it("publishes a thread of 6 whose part 4 fails once: each part once, in order, each replying to the one before", async () => {
    const stamp = Date.now();
    const parts = Array.from({ length: 6 }, (_, i) => `Part ${i + 1} of the Bluesky story ${stamp}`);
    const before = bsky.posts.length;
    bsky.failCreate(4);
    const { status, body } = await schedule(t, alice, { account_ids: [accounts.bluesky], content: parts.join("\n\n"), parts, publish_now: true });
    expect(status, JSON.stringify(body)).toBe(201);
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    const sent = bsky.posts.slice(before);
    expect(sent.map((p) => p.text)).toEqual(parts);
    expect(replyOf(sent[0])).toBeUndefined();
    for (let i = 1; i < sent.length; i++) {
      expect(replyOf(sent[i])).toMatchObject({ root: { uri: sent[0].uri }, parent: { uri: sent[i - 1].uri } });
    }
    expect(post).toMatchObject({ status: "published", attempts: 2, published_parts: 6, post_url: `https://bsky.app/profile/${bsky.handle}/post/${sent[0].rkey}`, parts });
  });

  it("finds a part whose answer was lost instead of posting it again, and names the part that failed for good", async () => {
    const stamp = Date.now();
    const parts = [`One ${stamp}`, `Two ${stamp}`, `Three ${stamp}`];
    const before = bsky.posts.length;
    bsky.failCreate(2, { land: true });
    const { body } = await schedule(t, alice, { account_ids: [accounts.bluesky], content: parts.join("\n\n"), parts, publish_now: true });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post).toMatchObject({ status: "published", published_parts: 3 });
    const sent = bsky.posts.slice(before);
    expect(sent.map((p) => p.text)).toEqual(parts);
    expect(replyOf(sent[2])).toMatchObject({ root: { uri: sent[0].uri }, parent: { uri: sent[1].uri } });

    bsky.failCreate(2, { status: 400 });
    const next = parts.map((p) => `${p} again`);
    const failed = await schedule(t, alice, { account_ids: [accounts.bluesky], content: next.join("\n\n"), parts: next, publish_now: true });
    const refused = await waitForPost(t, alice, failed.body.data[0].id, settled);
    expect(refused).toMatchObject({ status: "failed", published_parts: 1 });
    expect(refused.error).toMatch(/^Part 2 of 3: /);
  });
});
