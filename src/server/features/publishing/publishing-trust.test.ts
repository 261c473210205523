/**
 * What a platform answers reaches the user as the platform said it, and no post goes out twice: on a server
 * started the way production starts it (serveApp), with fake Mastodon, Bluesky and webhook servers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublishingAccountTest } from "@/shared/contracts/publishing";
import { createPostsRepository } from "./posts.repository";
import { TAKEOVER_AFTER_SECONDS } from "./publisher";
import { startFakeBluesky, type FakeBluesky } from "../../../../tests/helpers/fake-bluesky";
import { startFakeMastodon, type FakeMastodon } from "../../../../tests/helpers/fake-mastodon";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, connect, createAccount, getPost, schedule, settled, startWorkers, waitForPost } from "../../../../tests/helpers/publishing";
import { serveOverHttp } from "../../../../tests/helpers/serve-http";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

let t: TestApp;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
let alice: string;
let bsky: FakeBluesky;
let masto: FakeMastodon;
let hook: FakeWebhook;
const accounts = { bluesky: "", mastodon: "", webhook: "" };

beforeAll(async () => {
  [t, bsky, masto, hook] = await Promise.all([createTestApp({ env: PUBLISHING_TEST_ENV }), startFakeBluesky(), startFakeMastodon(), startFakeWebhook()]);
  // Served over HTTP as index.ts serves it: the old server library swapped the global Response at this point.
  http = await serveOverHttp(t);
  alice = (await createUser(t)).access_token;
  accounts.bluesky = await createAccount(t, alice, "bluesky");
  accounts.mastodon = await createAccount(t, alice, "mastodon");
  accounts.webhook = await createAccount(t, alice, "webhook");
  await connect(t, alice, accounts.bluesky, { platform: "bluesky", service_url: bsky.url, identifier: bsky.handle, app_password: bsky.password });
  await connect(t, alice, accounts.mastodon, { platform: "mastodon", instance_url: masto.url, access_token: masto.token });
  await connect(t, alice, accounts.webhook, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
  await startWorkers(t);
}, 180_000);
afterAll(async () => {
  await http?.close();
  await Promise.all([t.close(), bsky.close(), masto.close(), hook.close()]);
});

/** Plans `fault` on getRecord once the first attempt's record has landed (its answer is the 502 of landThenFail). */
async function afterLanding(text: string, status: number, times: number, body: unknown) {
  await bsky.waitFor(() => bsky.posts.some((p) => p.text === text), 15_000, "the first attempt to land");
  bsky.fail("/xrpc/com.atproto.repo.getRecord", status, times, body);
}

const callsTo = (platform: { calls: { path: string; headers: Record<string, unknown> }[] }, path: string) => platform.calls.filter((c) => c.path === path);

describe("Mastodon's answers on a served app", () => {
  it("Test connection says the server refused a revoked token, in Mastodon's words", async () => {
    const account = await createAccount(t, alice, "mastodon", "soon revoked");
    masto.otherTokens.add("token-to-revoke-0001");
    await connect(t, alice, account, { platform: "mastodon", instance_url: masto.url, access_token: "token-to-revoke-0001" });
    masto.otherTokens.delete("token-to-revoke-0001");
    const res = await fetch(`${http.base}/api/publishing-accounts/${account}/test`, { method: "POST", headers: { authorization: `Bearer ${alice}` } });
    expect(await res.json()).toMatchObject({ ok: false, message: "Mastodon refused the credentials (401): The access token is invalid" } satisfies Partial<PublishingAccountTest>);

    // Publishing with it fails at once: a 4xx is not retried.
    const before = callsTo(masto, "/api/v1/statuses").length;
    const { body } = await schedule(t, alice, { account_ids: [account], content: `Revoked ${Date.now()}`, publish_now: true });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post).toMatchObject({ status: "failed", attempts: 1, error: "Mastodon refused the credentials (401): The access token is invalid" });
    expect(callsTo(masto, "/api/v1/statuses").length - before).toBe(1);
  });

  it("a 500 is Mastodon's own error and is retried; Retry sends with the same idempotency key (webhook too)", async () => {
    masto.fail("/api/v1/statuses", 500, 4, { error: "Internal failure" });
    hook.fail("/hook", 503, 4, { message: "maintenance" });
    const text = `Five hundred ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.mastodon, accounts.webhook], content: text, publish_now: true });
    const failed = await Promise.all(body.data.map((p) => waitForPost(t, alice, p.id, settled, 30_000)));
    expect(failed.find((p) => p.platform === "mastodon")).toMatchObject({ status: "failed", attempts: 4, error: "Mastodon had a problem (500): Internal failure" });
    expect(failed.find((p) => p.platform === "webhook")).toMatchObject({ status: "failed", attempts: 4 });

    for (const post of failed) expect((await t.request(`/api/scheduled-posts/${post.id}/retry`, { method: "POST", token: alice })).status).toBe(200);
    const done = await Promise.all(body.data.map((p) => waitForPost(t, alice, p.id, settled)));
    expect(done.map((p) => p.status)).toEqual(["published", "published"]);

    // Every attempt, before and after Retry, carried one key: receivers drop what they already have.
    const statusKeys = callsTo(masto, "/api/v1/statuses").slice(-5).map((c) => c.headers["idempotency-key"]);
    expect(new Set(statusKeys).size).toBe(1);
    const hookKeys = callsTo(hook, "/hook").slice(-5).map((c) => c.headers["idempotency-key"]);
    expect(new Set(hookKeys).size).toBe(1);
    expect(masto.statuses.filter((s) => s.text === text)).toHaveLength(1);
    expect(hook.deliveries.filter((d) => d.payload.post?.text === text)).toHaveLength(1);
  }, 40_000);
});

describe("a Bluesky post whose first answer was lost", () => {
  it("is not sent again while Bluesky cannot say whether it landed", async () => {
    bsky.landThenFail = 1;
    const text = `Lost answer ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.bluesky], content: text, publish_now: true });
    await afterLanding(text, 500, 1, { error: "InternalServerError", message: "busy" });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    const sent = bsky.posts.filter((p) => p.text === text);
    expect(sent).toHaveLength(1);
    expect(post).toMatchObject({ status: "published", attempts: 3, error: null, post_url: `https://bsky.app/profile/${bsky.handle}/post/${sent[0].rkey}` });
  });

  it("is Published with its link when Bluesky says the record already exists", async () => {
    bsky.landThenFail = 1;
    const text = `Already there ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.bluesky], content: text, publish_now: true });
    // The retry's look says "not found" (a replica behind), its write says "Record already exists".
    await afterLanding(text, 400, 1, { error: "RecordNotFound", message: "Could not locate record" });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    const sent = bsky.posts.filter((p) => p.text === text);
    expect(sent).toHaveLength(1);
    expect(post).toMatchObject({ status: "published", attempts: 2, error: null, post_url: `https://bsky.app/profile/${bsky.handle}/post/${sent[0].rkey}` });
  });

  it("is found by Retry after the post was marked failed, not posted a second time", async () => {
    bsky.landThenFail = 1;
    const text = `Retry finds it ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.bluesky], content: text, publish_now: true });
    await afterLanding(text, 500, 3, { error: "InternalServerError", message: "busy" });
    const failed = await waitForPost(t, alice, body.data[0].id, settled, 30_000);
    expect(failed).toMatchObject({ status: "failed", error: "Bluesky had a problem (500): busy" });
    expect((await t.request(`/api/scheduled-posts/${failed.id}/retry`, { method: "POST", token: alice })).status).toBe(200);
    const post = await waitForPost(t, alice, failed.id, settled);
    const sent = bsky.posts.filter((p) => p.text === text);
    expect(sent).toHaveLength(1);
    expect(post).toMatchObject({ status: "published", post_url: `https://bsky.app/profile/${bsky.handle}/post/${sent[0].rkey}` });
  }, 40_000);
});

describe("a post held by an instance that died", () => {
  it("is taken over once its heartbeat is older than the takeover time, and not before", async () => {
    const posts = createPostsRepository(t.database.db);
    const publisher = t.deps.services.publisher!;
    const text = `Orphaned ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.webhook], content: text, scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    const id = body.data[0].id;
    // The dead instance claimed it, then beat once more 30 s later, then stopped.
    expect(await posts.claim(id, 1, t.clock.now().toISOString(), t.clock.now().toISOString())).toBeDefined();
    t.clock.advance(30_000);
    await posts.renew(id, 1, t.clock.now().toISOString());
    t.clock.advance(30_000);
    expect(await publisher.takeOverStalled()).toBe(0);
    expect((await getPost(t, alice, id)).status).toBe("publishing");

    t.clock.advance((TAKEOVER_AFTER_SECONDS - 30) * 1000 + 1);
    expect(await publisher.takeOverStalled()).toBe(1);
    // A second instance sweeping at the same moment finds nothing left to take.
    expect(await publisher.takeOverStalled()).toBe(0);
    expect(await waitForPost(t, alice, id, settled)).toMatchObject({ status: "published" });
    expect(hook.deliveries.filter((d) => d.payload.post?.text === text)).toHaveLength(1);
  });
});
