/**
 * The publisher's record of a sent post (publishing.service.ts): the post settles as published and its History item
 * is written in one transaction, through the history service; an outdated version records nothing.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentHistory, scheduledPosts } from "@/server/db/schema";
import { PUBLISHING_TEST_ENV, connect, createAccount, schedule } from "../../../../tests/helpers/publishing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace } from "../../../../tests/helpers/workspaces";
import { createPostsRepository } from "./posts.repository";
import { createPublishingService } from "./publishing.service";

let t: TestApp;
let alice: string;
let aliceId: string;
let account: string;

// Nothing is sent here (the service records what a platform already took), so the webhook's address is never called.
beforeAll(async () => {
  t = await createTestApp({ env: PUBLISHING_TEST_ENV });
  const session = await createUser(t);
  alice = session.access_token;
  aliceId = session.user.id;
  account = await createAccount(t, alice, "webhook");
  const linked = await connect(t, alice, account, { platform: "webhook", webhook_url: "http://127.0.0.1:9/never-called", secret: "a-secret-of-sixteen-chars" });
  expect(linked.status).toBe(200);
});
afterAll(() => t.close());

/** A scheduled post claimed as a worker would, and the row the worker reads; moved to `workspaceId` when given. */
async function claimedPost(text: string, workspaceId?: string) {
  const { body } = await schedule(t, alice, { account_ids: [account], content: text, scheduled_at: new Date(Date.now() + 3600_000).toISOString() });
  const id = body.data[0].id as string;
  if (workspaceId) await t.database.executeSql("update scheduled_posts set workspace_id = $1 where id = $2", [workspaceId, id]);
  const posts = createPostsRepository(t.database.db);
  const now = t.clock.now().toISOString();
  const [row] = await t.database.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
  expect(await posts.claim(id, row.version, now, now)).toBeDefined();
  return { post: (await posts.findForWorker(id))!, version: row.version };
}

const historyOf = (postId: string) =>
  t.database.db.select().from(contentHistory).where(and(sql`${contentHistory.metadata}->>'scheduledPostId' = ${postId}`, sql`${contentHistory.metadata}->>'operation' = 'publish'`));
const statusOf = async (id: string) => (await t.database.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0].status;

describe("recordPublished", () => {
  it("settles the post and writes its History item together", async () => {
    const { post, version } = await claimedPost(`sent ${randomUUID()}`);
    const at = t.clock.now().toISOString();
    expect(await createPublishingService(t.database.db).recordPublished(post, version, { url: "https://example.test/p/1", remoteId: "r1" }, at)).toBe(true);
    expect(await statusOf(post.id)).toBe("published");
    const items = await historyOf(post.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ content: post.content, userId: post.userId, workspaceId: post.workspaceId });
    expect(items[0].metadata).toMatchObject({ operation: "publish", platform: "webhook", postUrl: "https://example.test/p/1", accountId: account });
  });

  it("files the History item in the post's workspace, not in its author's personal one", async () => {
    const team = await createTeamWorkspace(t, aliceId, [], "Publishing team");
    const { post, version } = await claimedPost(`team post ${randomUUID()}`, team);
    expect(post.workspaceId).toBe(team);
    expect(await createPublishingService(t.database.db).recordPublished(post, version, { url: null, remoteId: null }, t.clock.now().toISOString())).toBe(true);
    const items = await historyOf(post.id);
    expect(items.map((i) => [i.workspaceId, i.userId])).toEqual([[team, aliceId]]);
  });

  it("leaves the post unsettled when its History item cannot be written (one transaction)", async () => {
    const { post, version } = await claimedPost(`unrecorded ${randomUUID()}`);
    // An owner that does not exist: the History insert fails its foreign key after the settle ran.
    const orphan = { ...post, userId: randomUUID() };
    await expect(createPublishingService(t.database.db).recordPublished(orphan, version, { url: null, remoteId: null }, t.clock.now().toISOString())).rejects.toThrow();
    expect(await statusOf(post.id)).toBe("publishing");
    expect(await historyOf(post.id)).toHaveLength(0);
  });

  it("records nothing for a version that is no longer the post's", async () => {
    const { post, version } = await claimedPost(`outdated ${randomUUID()}`);
    expect(await createPublishingService(t.database.db).recordPublished(post, version + 1, { url: null, remoteId: null }, t.clock.now().toISOString())).toBe(false);
    expect(await statusOf(post.id)).toBe("publishing");
    expect(await historyOf(post.id)).toHaveLength(0);
  });
});
