import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { documents, oauthStates, publishingAccounts } from "@/server/db/schema";
import type { PublishingAccount } from "@/shared/contracts/publishing";
import type { GraphicsResult } from "@/shared/contracts/visuals";
import { messages } from "@/shared/messages";
import { startFakeLinkedIn, type FakeLinkedIn } from "../../../../tests/helpers/fake-linkedin";
import { startFakeX, type FakeX } from "../../../../tests/helpers/fake-x";
import { formWith, pdfWithText, pngImage } from "../../../../tests/helpers/files";
import { PUBLISHING_TEST_ENV, createAccount, getPost, schedule, settled, startWorkers, waitForPost } from "../../../../tests/helpers/publishing";
import { authorize as authorizeThrough, followCallback as followCallbackOf } from "../../../../tests/helpers/oauth-flow";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import type { UploadedImage } from "@/shared/contracts/uploads";
import { oauthAppEnv } from "../../../../tests/helpers/fake-oauth";

let t: TestApp;
let alice: string;
let linkedin: FakeLinkedIn;
let x: FakeX;
const accounts = { linkedin: "", x: "" };

const authorize = (accountId: string, choice: "allow" | "deny" = "allow") => authorizeThrough(t, alice, accountId, choice);
const followCallback = (callback: string) => followCallbackOf(t, callback);

async function publishingAccount(accountId: string): Promise<PublishingAccount> {
  return (await (await t.request(`/api/publishing-accounts/${accountId}`, { token: alice })).json()) as PublishingAccount;
}

beforeAll(async () => {
  [linkedin, x] = await Promise.all([startFakeLinkedIn(), startFakeX()]);
  t = await createTestApp({
    env: {
      ...PUBLISHING_TEST_ENV,
      ANALYTICS_FIRST_DELAY_SECONDS: "1",
      ...oauthAppEnv("LINKEDIN", linkedin),
      ...oauthAppEnv("X", x),
    },
  });
  alice = (await createUser(t)).access_token;
  accounts.linkedin = await createAccount(t, alice, "linkedin");
  accounts.x = await createAccount(t, alice, "twitter");
  await startWorkers(t);
});
afterAll(async () => {
  await Promise.all([t.close(), linkedin.close(), x.close()]);
});

describe("connecting with OAuth", () => {
  it("connects LinkedIn through its authorize page: state checked once, tokens sealed, the member as author", async () => {
    const { callback, location } = await authorize(accounts.linkedin);
    expect(location.pathname).toBe("/accounts");
    expect(location.searchParams.get("connected")).toBe(accounts.linkedin);
    const sent = linkedin.oauth.authorizeRequests.at(-1)!;
    expect(sent.get("redirect_uri")).toBe(`${t.deps.config.publicUrl}/api/publishing-accounts/oauth/linkedin/callback`);
    expect(sent.get("scope")).toBe("openid profile w_member_social");
    const saved = await publishingAccount(accounts.linkedin);
    expect(saved).toMatchObject({ platform: "linkedin", settings: { author: `urn:li:person:${linkedin.memberId}`, name: linkedin.memberName }, reconnect_reason: null });
    expect(saved.token_expires_at).not.toBeNull();
    const [row] = await t.database.db.select().from(publishingAccounts).where(eq(publishingAccounts.accountId, accounts.linkedin));
    const [token] = [...linkedin.oauth.accessTokens];
    expect(row.secretSealed).not.toContain(token);
    // The same state a second time is refused: it was used.
    const again = await followCallback(callback);
    expect(again.searchParams.get("connect_error")).toBe(messages.publishing.oauthStateInvalid);
    expect(await t.database.db.select().from(oauthStates)).toHaveLength(0);
  });

  it("connects X with PKCE (S256) and HTTP Basic client authentication", async () => {
    const { location } = await authorize(accounts.x);
    expect(location.searchParams.get("connected")).toBe(accounts.x);
    const sent = x.oauth.authorizeRequests.at(-1)!;
    expect(sent.get("code_challenge_method")).toBe("S256");
    expect(x.oauth.tokenRequests.at(-1)!.get("code_verifier")).toBeTruthy();
    expect(await publishingAccount(accounts.x)).toMatchObject({ platform: "twitter", settings: { user_id: x.userId, username: x.username } });
  });

  it("refuses a state past its 10 minutes, one from another platform, and says when the member cancelled", async () => {
    const start = await t.request(`/api/publishing-accounts/${accounts.x}/oauth`, { method: "POST", token: alice });
    const state = new URL(((await start.json()) as { authorize_url: string }).authorize_url).searchParams.get("state")!;
    // Presented to the LinkedIn callback, an X state is unknown (and stays usable for X).
    expect((await followCallback(`/api/publishing-accounts/oauth/linkedin/callback?code=abc&state=${state}`)).searchParams.get("connect_error")).toBe(messages.publishing.oauthStateInvalid);
    t.clock.advance(11 * 60_000);
    try {
      expect((await followCallback(`/api/publishing-accounts/oauth/twitter/callback?code=abc&state=${state}`)).searchParams.get("connect_error")).toBe(messages.publishing.oauthStateInvalid);
    } finally {
      t.clock.advance(-11 * 60_000);
    }
    const denied = await authorize(accounts.x, "deny");
    expect(denied.location.searchParams.get("connect_error")).toBe(messages.publishing.oauthDenied("Twitter", "The member declined"));
  });

  it("answers why when the platform's app is not set up on the server", async () => {
    const bare = await createTestApp({ env: PUBLISHING_TEST_ENV });
    try {
      const token = (await createUser(bare)).access_token;
      const id = await createAccount(bare, token, "linkedin");
      const res = await bare.request(`/api/publishing-accounts/${id}/oauth`, { method: "POST", token });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.publishing.oauthNotConfigured("LinkedIn", "LINKEDIN"));
    } finally {
      await bare.close();
    }
  });
});

describe("LinkedIn", () => {
  it("publishes images with a first comment, escaping LinkedIn's little-text markup, and links the post", async () => {
    const upload = await t.request("/api/uploads", { method: "POST", token: alice, body: formWith("files", [{ name: "a.png", data: await pngImage(32, 32), type: "image/png" }]) });
    const [image] = ((await upload.json()) as { data: UploadedImage[] }).data;
    const text = `Launch (today) #news ${Date.now()}`;
    const { status, body } = await schedule(t, alice, {
      account_ids: [accounts.linkedin],
      content: text,
      images: [{ bucket: "image-storage", path: image.image_path }],
      first_comment: "Sign up: https://example.com",
      publish_now: true,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    const sent = linkedin.posts.at(-1)!;
    expect(post).toMatchObject({ status: "published", error: null, post_url: `https://www.linkedin.com/feed/update/${sent.urn}/`, published_parts: 2 });
    expect(sent.commentary).toBe(text.replace("(", "\\(").replace(")", "\\)").replace("#", "\\#"));
    expect(sent.content).toMatchObject({ media: { id: expect.stringMatching(/^urn:li:image:/) } });
    expect(linkedin.comments.at(-1)).toEqual({ postUrn: sent.urn, actor: `urn:li:person:${linkedin.memberId}`, text: "Sign up: https://example.com" });
  });

  it("posts a PDF from Documents as a document post (a carousel)", async () => {
    const res = await t.request("/api/documents", { method: "POST", token: alice, body: formWith("file", [{ name: "deck.pdf", data: pdfWithText(["Slide one", "Slide two"]) }]) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, id));
    const { status, body } = await schedule(t, alice, { account_ids: [accounts.linkedin], content: `Our deck ${Date.now()}`, images: [{ bucket: "documents", path: doc.storagePath }], publish_now: true });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(await waitForPost(t, alice, body.data[0].id, settled)).toMatchObject({ status: "published" });
    expect(linkedin.posts.at(-1)!.content).toMatchObject({ media: { id: expect.stringMatching(/^urn:li:document:/), title: expect.any(String) } });
    expect(linkedin.uploads.at(-1)).toMatchObject({ kind: "document", contentType: "application/pdf" });
  });

  it("posts a carousel from Branded graphics as its PDF on LinkedIn and as its slides on X, in one request", async () => {
    const made = await t.request("/api/visuals/graphics", { method: "POST", token: alice, json: { kind: "carousel", text: "One idea\n\nTwo ideas\n\nThree ideas", aspectRatio: "1:1" } });
    expect(made.status).toBe(201);
    const graphic = (await made.json()) as GraphicsResult;
    expect(graphic.pdf).toMatchObject({ pages: 3, path: expect.stringMatching(/\.pdf$/) });
    const slides = graphic.images.map((i) => ({ bucket: i.bucket, path: i.path, alt: i.alt }));
    const text = `Three ideas ${Date.now()}`;
    const { status, body } = await schedule(t, alice, { account_ids: [accounts.linkedin, accounts.x], content: text, images: slides, document: { path: graphic.pdf!.path }, publish_now: true });
    expect(status, JSON.stringify(body)).toBe(201);
    const byAccount = new Map(body.data.map((p) => [p.account_id, p]));
    expect(byAccount.get(accounts.linkedin)!.images.map((i) => [i.bucket, i.path])).toEqual([["documents", graphic.pdf!.path]]);
    expect(byAccount.get(accounts.x)!.images.map((i) => i.path)).toEqual(slides.map((s) => s.path));
    for (const post of body.data) expect(await waitForPost(t, alice, post.id, settled)).toMatchObject({ status: "published" });
    expect(linkedin.posts.at(-1)!.content).toMatchObject({ media: { id: expect.stringMatching(/^urn:li:document:/) } });
    expect(linkedin.uploads.at(-1)).toMatchObject({ kind: "document", contentType: "application/pdf" });
    expect(x.tweets.at(-1)).toMatchObject({ text });
    expect(x.tweets.at(-1)!.mediaIds).toHaveLength(3);
    // A document no chosen platform takes is refused before anything is scheduled.
    const refused = await schedule(t, alice, { account_ids: [accounts.x], content: text, document: { path: graphic.pdf!.path }, publish_now: true });
    expect(refused.status).toBe(422);
    expect(refused.body.error!.message).toBe(messages.publishing.noDocuments("Twitter"));
  });

  it("offers the organisation Pages the member administers, and posts as the one chosen", async () => {
    linkedin.organizations.push({ id: "2414183", name: "Acme Corp" });
    try {
      expect((await authorize(accounts.linkedin)).location.searchParams.get("connected")).toBe(accounts.linkedin);
      const member = `urn:li:person:${linkedin.memberId}`;
      const listed = (await (await t.request(`/api/publishing-accounts/${accounts.linkedin}/targets`, { token: alice })).json()) as { current: string; targets: { id: string; name: string }[] };
      expect(listed).toEqual({ current: member, targets: [{ id: member, name: linkedin.memberName }, { id: "urn:li:organization:2414183", name: "Acme Corp" }] });
      const chosen = await t.request(`/api/publishing-accounts/${accounts.linkedin}/targets`, { method: "PUT", token: alice, json: { target_id: "urn:li:organization:2414183" } });
      expect(chosen.status).toBe(200);
      const text = `From the company page ${Date.now()}`;
      const { body } = await schedule(t, alice, { account_ids: [accounts.linkedin], content: text, publish_now: true });
      expect(await waitForPost(t, alice, body.data[0].id, settled)).toMatchObject({ status: "published", error: null });
      expect(linkedin.posts.find((p) => p.commentary === text)).toMatchObject({ author: "urn:li:organization:2414183" });
    } finally {
      linkedin.organizations.length = 0;
      await authorize(accounts.linkedin);
    }
  });

  it("asks for the organisation scopes only where the server says the app has them", async () => {
    const withOrgs = await createTestApp({ env: { ...PUBLISHING_TEST_ENV, LINKEDIN_ORGANIZATIONS: "true", ...oauthAppEnv("LINKEDIN", linkedin) } });
    try {
      const token = (await createUser(withOrgs)).access_token;
      const id = await createAccount(withOrgs, token, "linkedin");
      const start = await withOrgs.request(`/api/publishing-accounts/${id}/oauth`, { method: "POST", token });
      const scope = new URL(((await start.json()) as { authorize_url: string }).authorize_url).searchParams.get("scope");
      expect(scope).toBe("openid profile w_member_social r_organization_admin w_organization_social");
    } finally {
      await withOrgs.close();
    }
  });

  it("refuses before scheduling what LinkedIn does not take: a thread, a PDF beside images", async () => {
    const thread = await schedule(t, alice, { account_ids: [accounts.linkedin], content: "a b", parts: ["a", "b"], publish_now: true });
    expect(thread.status).toBe(422);
    expect(thread.body.error!.message).toBe(messages.publishing.noThreads("LinkedIn"));
  });
});

describe("X threads", () => {
  it("publishes a thread of 6 whose part 4 fails once: each part once, in order, each replying to the one before", async () => {
    const stamp = Date.now();
    const parts = Array.from({ length: 6 }, (_, i) => `Part ${i + 1} of the story ${stamp}`);
    const before = x.tweets.length;
    x.failTweet(4);
    const { status, body } = await schedule(t, alice, { account_ids: [accounts.x], content: parts.join("\n\n"), parts, publish_now: true });
    expect(status, JSON.stringify(body)).toBe(201);
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    const sent = x.tweets.slice(before);
    expect(sent.map((p) => p.text)).toEqual(parts);
    expect(sent.map((p) => p.replyTo)).toEqual([null, ...sent.slice(0, 5).map((p) => p.id)]);
    expect(post).toMatchObject({ status: "published", attempts: 2, published_parts: 6, post_url: `https://x.com/${x.username}/status/${sent[0].id}`, parts });
  });

  it("names the part that failed for good, and Retry continues from it without posting the others again", async () => {
    const stamp = Date.now();
    const parts = [`One ${stamp}`, `Two ${stamp}`, `Three ${stamp}`];
    const before = x.tweets.length;
    x.failTweet(2, 403, { title: "Forbidden", detail: "You are not permitted to perform this action." });
    const { body } = await schedule(t, alice, { account_ids: [accounts.x], content: parts.join("\n\n"), parts, publish_now: true });
    const failed = await waitForPost(t, alice, body.data[0].id, settled);
    expect(failed).toMatchObject({ status: "failed", published_parts: 1 });
    expect(failed.error).toBe(messages.publishing.partFailed(2, 3, "X refused the post (403): You are not permitted to perform this action."));
    expect((await t.request(`/api/scheduled-posts/${failed.id}/retry`, { method: "POST", token: alice })).status).toBe(200);
    const post = await waitForPost(t, alice, failed.id, (p) => p.status === "published" || p.status === "failed");
    expect(post.status).toBe("published");
    const sent = x.tweets.slice(before);
    expect(sent.map((p) => p.text)).toEqual(parts);
    expect(sent[1].replyTo).toBe(sent[0].id);
    expect(sent[2].replyTo).toBe(sent[1].id);
  });

  it("waits for X's rate-limit reset instead of failing", async () => {
    const text = `Rate limited ${Date.now()}`;
    const reset = Math.ceil(Date.now() / 1000) + 2;
    x.failTweet(1, 429, { title: "Too Many Requests", detail: "Too Many Requests" }, { "x-rate-limit-reset": String(reset) });
    const { body } = await schedule(t, alice, { account_ids: [accounts.x], content: text, publish_now: true });
    const waiting = await waitForPost(t, alice, body.data[0].id, (p) => Boolean(p.error));
    expect(waiting.error).toBe(messages.publishing.rateLimited("Twitter", new Date(reset * 1000).toISOString()));
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post.status).toBe("published");
    expect(Date.now()).toBeGreaterThanOrEqual(reset * 1000 - 1000);
    expect(x.tweets.filter((p) => p.text === text)).toHaveLength(1);
  });

  it("refuses a part longer than X allows, naming it, before scheduling", async () => {
    const res = await schedule(t, alice, { account_ids: [accounts.x], content: "x", parts: ["short", "y".repeat(281)], publish_now: true });
    expect(res.status).toBe(422);
    expect(res.body.error!.message).toBe(messages.publishing.partTooLong(2, "Twitter", 281, 280));
  });
});

describe("collecting numbers", () => {
  /** The post's first snapshot, once the collection job (a second after publishing) wrote it. */
  const firstSnapshot = (id: string) =>
    vi.waitFor(
      async () => {
        const res = await t.request(`/api/analytics/posts/${id}`, { token: alice });
        const [first] = ((await res.json()) as { snapshots: Record<string, number | null>[] }).snapshots;
        expect(first).toBeDefined();
        return first;
      },
      { timeout: 15_000, interval: 100 },
    );

  it("reads X's public metrics: likes, reposts, replies, quotes and impressions", async () => {
    const text = `Numbers from X ${Date.now()}`;
    x.metricsByText.set(text, { like_count: 9, retweet_count: 4, reply_count: 2, quote_count: 1, impression_count: 640 });
    const { body } = await schedule(t, alice, { account_ids: [accounts.x], content: text, publish_now: true });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post.status).toBe("published");
    const first = await firstSnapshot(post.id);
    expect(first).toMatchObject({ likes: 9, reposts: 4, replies: 2, quotes: 1, impressions: 640 });
    expect((await getPost(t, alice, post.id)).metrics).toMatchObject({ likes: 9, impressions: 640 });
  });

  it("reads LinkedIn's likes and comments (the first comment counts), with no reposts or impressions for a member's post", async () => {
    const text = `Numbers from LinkedIn ${Date.now()}`;
    linkedin.likesByText.set(text, 23);
    const { body } = await schedule(t, alice, { account_ids: [accounts.linkedin], content: text, first_comment: "More below", publish_now: true });
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post.status).toBe("published");
    const first = await firstSnapshot(post.id);
    expect(first).toMatchObject({ likes: 23, reposts: 0, replies: 1, quotes: null, impressions: null });
  });
});

describe("tokens", () => {
  it("renews an expired access token with the refresh token before posting", async () => {
    x.oauth.expireAccessTokens();
    await t.database.db.update(publishingAccounts).set({ tokenExpiresAt: t.clock.now().toISOString() }).where(eq(publishingAccounts.accountId, accounts.x));
    const text = `After refresh ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.x], content: text, publish_now: true });
    expect(await waitForPost(t, alice, body.data[0].id, settled)).toMatchObject({ status: "published" });
    expect(x.oauth.tokenRequests.at(-1)!.get("grant_type")).toBe("refresh_token");
    const saved = await publishingAccount(accounts.x);
    expect(new Date(saved.token_expires_at!).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it("a revoked account shows Reconnect with the platform's reason; its post waits and goes out on reconnect", async () => {
    linkedin.oauth.revokeAll();
    const text = `Waits for reconnect ${Date.now()}`;
    const { body } = await schedule(t, alice, { account_ids: [accounts.linkedin], content: text, publish_now: true });
    const waiting = await waitForPost(t, alice, body.data[0].id, (p) => p.status === "scheduled" && Boolean(p.error));
    const reason = "LinkedIn refused the credentials (401): Invalid access token";
    expect(waiting.error).toBe(messages.publishing.waitingForReconnect("LinkedIn", reason));
    expect(await publishingAccount(accounts.linkedin)).toMatchObject({ reconnect_reason: reason, check_error: messages.publishing.reconnectNeeded("LinkedIn", reason) });
    expect(linkedin.posts.some((p) => p.commentary.includes("Waits for reconnect"))).toBe(false);
    const { location } = await authorize(accounts.linkedin);
    expect(location.searchParams.get("connected")).toBe(accounts.linkedin);
    const post = await waitForPost(t, alice, body.data[0].id, settled);
    expect(post).toMatchObject({ status: "published", error: null });
    expect(await publishingAccount(accounts.linkedin)).toMatchObject({ reconnect_reason: null, check_error: null });
  });

  it("a refresh the platform refuses marks the account Reconnect with its words", async () => {
    x.oauth.revokeAll();
    const [row] = await t.database.db.select().from(publishingAccounts).where(eq(publishingAccounts.accountId, accounts.x));
    await t.deps.services.publisher!.oauth.refresh(row.workspaceId, accounts.x, true);
    expect((await publishingAccount(accounts.x)).reconnect_reason).toBe(messages.publishing.oauthExchangeFailed("Twitter", "The refresh token is invalid or was revoked"));
  });
});
