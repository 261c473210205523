import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AnalyticsReport, BestTimes } from "@/shared/contracts/analytics";
import type { HistoryItem } from "@/shared/contracts/history";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import { METRICS_QUEUE, metricsJobId } from "@/server/features/publishing/metrics-collector";
import { startFakeBluesky, type FakeBluesky } from "../../../../tests/helpers/fake-bluesky";
import { startFakeMastodon, type FakeMastodon } from "../../../../tests/helpers/fake-mastodon";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, settled, startWorkers } from "../../../../tests/helpers/publishing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace } from "../../../../tests/helpers/workspaces";

let t: TestApp;
let alice: string;
let bob: string;
let team: string;
let bsky: FakeBluesky;
let masto: FakeMastodon;
let hook: FakeWebhook;
const accounts = { bluesky: "", mastodon: "", webhook: "" };

/** Alice's requests in the team workspace, where Bob is a viewer. */
const asAlice = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, token: alice, headers: inWorkspace(team) });

async function teamAccount(platform: string, settings: Record<string, unknown>) {
  const res = await asAlice("/api/accounts", { method: "POST", json: { name: `${platform} team`, handle: `@${platform}team`, platform } });
  const { id } = (await res.json()) as { id: string };
  const put = await asAlice(`/api/publishing-accounts/${id}`, { method: "PUT", json: { platform, ...settings } });
  expect(put.status).toBe(200);
  return id;
}

const getPost = async (id: string) => (await (await asAlice(`/api/scheduled-posts/${id}`)).json()) as ScheduledPost;

async function publishNow(accountId: string, content: string): Promise<ScheduledPost> {
  const res = await asAlice("/api/scheduled-posts", { method: "POST", json: { account_ids: [accountId], content, publish_now: true } });
  expect(res.status).toBe(201);
  const [post] = ((await res.json()) as { data: ScheduledPost[] }).data;
  return vi.waitFor(
    async () => {
      const now = await getPost(post.id);
      if (!settled(now)) throw new Error(`still ${now.status}`);
      return now;
    },
    { timeout: 15_000, interval: 50 },
  );
}

async function snapshots(id: string, token = alice) {
  const res = await t.request(`/api/analytics/posts/${id}`, { token, headers: inWorkspace(team) });
  expect(res.status).toBe(200);
  return (await res.json()) as { available: boolean; snapshots: { likes: number; reposts: number; replies: number; quotes: number | null; impressions: number | null }[] };
}

const jobOf = async (postId: string, step: number) =>
  (await t.database.executeSql("select state, start_after from pgboss.job where name = $1 and id = $2", [METRICS_QUEUE, metricsJobId(postId, step)])).rows[0] as
    | { state: string; start_after: string | Date }
    | undefined;

beforeAll(async () => {
  [t, bsky, masto, hook] = await Promise.all([
    createTestApp({ env: { ...PUBLISHING_TEST_ENV, ANALYTICS_FIRST_DELAY_SECONDS: "1" } }),
    startFakeBluesky(),
    startFakeMastodon(),
    startFakeWebhook(),
  ]);
  const a = await createUser(t);
  const b = await createUser(t);
  alice = a.access_token;
  bob = b.access_token;
  team = await createTeamWorkspace(t, a.user.id, [{ userId: b.user.id, role: "viewer" }]);
  accounts.bluesky = await teamAccount("bluesky", { service_url: bsky.url, identifier: bsky.handle, app_password: bsky.password });
  accounts.mastodon = await teamAccount("mastodon", { instance_url: masto.url, access_token: masto.token });
  accounts.webhook = await teamAccount("webhook", { webhook_url: hook.hookUrl, secret: hook.secret });
  await startWorkers(t);
}, 120_000);
afterAll(async () => {
  await Promise.all([t.close(), bsky.close(), masto.close(), hook.close()]);
});

describe("collecting a published post's numbers", () => {
  it("reads Bluesky's likes, reposts, replies and quotes after the first delay, and queues the next look 6 hours after publishing", async () => {
    const text = `Numbers from Bluesky ${Date.now()}`;
    bsky.report(text, { likeCount: 12, repostCount: 3, replyCount: 2, quoteCount: 1 });
    const post = await publishNow(accounts.bluesky, text);
    expect(post.status).toBe("published");
    await vi.waitFor(async () => expect((await snapshots(post.id)).snapshots).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect(await snapshots(post.id)).toEqual({
      post_id: post.id,
      available: true,
      snapshots: [{ likes: 12, reposts: 3, replies: 2, quotes: 1, impressions: null, collected_at: expect.any(String) }],
    });
    expect((await getPost(post.id)).metrics).toMatchObject({ likes: 12, reposts: 3, replies: 2, quotes: 1 });
    const next = await vi.waitFor(async () => (await jobOf(post.id, 1))!, { timeout: 5_000, interval: 50 });
    expect(next.state).toBe("created");
    expect(new Date(next.start_after).getTime()).toBe(new Date(post.published_at!).getTime() + 6 * 3600_000);
  });

  it("reads Mastodon's favourites, boosts and replies (no quotes there), retrying a 503 as publishing does", async () => {
    const text = `Numbers from Mastodon ${Date.now()}`;
    masto.report(text, { favourites: 7, reblogs: 1, replies: 4 });
    masto.failFetch = 1;
    const calls = masto.fetchCalls;
    const post = await publishNow(accounts.mastodon, text);
    await vi.waitFor(async () => expect((await snapshots(post.id)).snapshots).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect((await snapshots(post.id)).snapshots[0]).toMatchObject({ likes: 7, reposts: 1, replies: 4, quotes: null, impressions: null });
    expect(masto.fetchCalls - calls).toBe(2);
  });

  it("says a webhook's posts have no numbers, and stops there", async () => {
    const post = await publishNow(accounts.webhook, `Numbers from a webhook ${Date.now()}`);
    await vi.waitFor(async () => expect((await jobOf(post.id, 0))?.state).toBe("completed"), { timeout: 15_000, interval: 100 });
    expect(await snapshots(post.id)).toMatchObject({ available: false, snapshots: [] });
    expect(await jobOf(post.id, 1)).toBeUndefined();
    expect((await getPost(post.id)).metrics).toBeNull();
  });
});

describe("numbers in History", () => {
  it("gives a published item its post's newest numbers, null while there are none, and nothing on other items", async () => {
    const saved = await asAlice("/api/history", { method: "POST", json: { content: "Written by hand", content_type: "general" } });
    expect(saved.status).toBe(201);
    const res = await t.request("/api/history?limit=50", { token: bob, headers: inWorkspace(team) });
    expect(res.status).toBe(200);
    const items = ((await res.json()) as { data: HistoryItem[] }).data;
    const published = (platform: string) => items.find((i) => i.metadata.operation === "publish" && i.metadata.platform === platform)!;
    expect(published("bluesky").post_numbers).toMatchObject({ likes: 12, reposts: 3, replies: 2, quotes: 1, impressions: null });
    expect(published("mastodon").post_numbers).toMatchObject({ likes: 7, reposts: 1, replies: 4 });
    expect(published("webhook").post_numbers).toBeNull();
    expect(items.find((i) => i.content === "Written by hand")).not.toHaveProperty("post_numbers");
    const one = await t.request(`/api/history/${published("bluesky").id}`, { token: bob, headers: inWorkspace(team) });
    expect(((await one.json()) as HistoryItem).post_numbers).toMatchObject({ likes: 12 });
    // An item's metadata is its own to edit: a made-up post id shows no numbers and breaks nothing.
    const id = ((await saved.json()) as HistoryItem).id;
    expect((await asAlice(`/api/history/${id}`, { method: "PATCH", json: { metadata: { operation: "publish", scheduledPostId: "not-a-post" } } })).status).toBe(200);
    const edited = await asAlice(`/api/history/${id}`);
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as HistoryItem).post_numbers).toBeUndefined();
  });
});

describe("the analytics report", () => {
  it("sums the numbers by platform and week, ranks the posts, and a viewer reads it", async () => {
    const res = await t.request("/api/analytics?days=30&tz=Europe/Berlin", { token: bob, headers: inWorkspace(team) });
    expect(res.status).toBe(200);
    const report = (await res.json()) as AnalyticsReport;
    expect(report.totals).toMatchObject({ posts: 3, posts_with_numbers: 2, likes: 19, reposts: 4, replies: 6, impressions: null, engagement: 30 });
    expect(report.by_platform.map((p) => [p.platform, p.posts, p.engagement])).toEqual([
      ["bluesky", 1, 18],
      ["mastodon", 1, 12],
      ["webhook", 1, 0],
    ]);
    expect(report.by_week.reduce((n, w) => n + w.posts, 0)).toBe(3);
    expect(report.posts.map((p) => p.platform)).toEqual(["bluesky", "mastodon", "webhook"]);
    expect(report.best_times).toMatchObject({ time_zone: "Europe/Berlin", posts: 2, needed: 10, best: [] });
    const best = (await (await t.request("/api/analytics/best-times?tz=UTC", { token: bob, headers: inWorkspace(team) })).json()) as BestTimes;
    expect(best.cells.reduce((n, c) => n + c.posts, 0)).toBe(2);
  });

  it("is the workspace's own: another user gets nothing of it, and bad ranges are refused in words", async () => {
    const carol = (await createUser(t)).access_token;
    const outsider = await t.request("/api/analytics", { token: carol, headers: inWorkspace(team) });
    expect(outsider.status).toBe(404);
    const own = (await (await t.request("/api/analytics", { token: carol })).json()) as AnalyticsReport;
    expect(own.totals.posts).toBe(0);
    const [post] = (await (await t.request("/api/analytics?days=30", { token: alice, headers: inWorkspace(team) })).json() as AnalyticsReport).posts;
    expect((await t.request(`/api/analytics/posts/${post.id}`, { token: carol })).status).toBe(404);
    const bad = await t.request("/api/analytics?days=12", { token: alice });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Choose 7, 30, 90 or 365 days.");
  });
});
