import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { contentHistory } from "@/server/db/schema";
import type { Cluster, ClusterPost } from "@/shared/contracts/clusters";
import type { SessionDto } from "@/shared/contracts/auth";
import { messages } from "@/shared/messages";
import { twoUserSuite } from "../../../../tests/helpers/resource-suite";
import type { TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

const suite = twoUserSuite();
let t: TestApp, alice: SessionDto, bob: SessionDto;
beforeAll(() => void ({ t, alice, bob } = suite));

/** History rows are written by the content pages; here they are inserted directly. */
async function historyRows(userId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  const workspaceId = await personalWorkspaceOf(t, userId);
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    const [row] = await t.database.db
      .insert(contentHistory)
      .values({ userId, workspaceId, content: `Post ${i}`, contentType: "social_media", originalContent: `Idea ${i}`, metadata: { promptId: "p" }, createdAt })
      .returning({ id: contentHistory.id });
    ids.push(row.id);
  }
  return ids;
}

const createCluster = async (token: string, json: Record<string, unknown>) => {
  const res = await t.request("/api/clusters", { method: "POST", token, json });
  return { status: res.status, body: (await res.json()) as Cluster & { error?: { message: string } } };
};
const setPosts = (token: string, id: string, post_ids: string[]) => t.request(`/api/clusters/${id}/posts`, { method: "PUT", token, json: { post_ids } });
const memberIds = async (token: string, id: string) => {
  const res = await t.request(`/api/clusters/${id}/posts?limit=200`, { token });
  return ((await res.json()).data as ClusterPost[]).map((p) => p.id);
};

describe("clusters", () => {
  it("creates with an optional description, lists newest first with post counts", async () => {
    const user = await createUser(t);
    const first = await createCluster(user.access_token, { name: "Playful", description: "" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: "Playful", description: null, post_count: 0 });
    t.clock.advance(1000);
    const second = await createCluster(user.access_token, { name: "Formal", description: "Board updates" });
    expect(second.body.description).toBe("Board updates");

    const list = await (await t.request("/api/clusters", { token: user.access_token })).json();
    expect(list.data.map((c: Cluster) => c.name)).toEqual(["Formal", "Playful"]);
    expect(list.next_cursor).toBeNull();
  });

  it("needs a non-blank name", async () => {
    for (const json of [{}, { name: "  " }]) {
      const { status, body } = await createCluster(alice.access_token, json);
      expect(status).toBe(400);
      expect(body.error?.message).toContain(messages.clusters.nameRequired);
    }
  });

  it("renames and deletes; deleting keeps the history rows", async () => {
    const [post] = await historyRows(alice.user.id, 1);
    const { body: cluster } = await createCluster(alice.access_token, { name: "Temp" });
    await setPosts(alice.access_token, cluster.id, [post]);
    const renamed = await t.request(`/api/clusters/${cluster.id}`, { method: "PATCH", token: alice.access_token, json: { name: "Kept" } });
    expect(await renamed.json()).toMatchObject({ name: "Kept", post_count: 1 });

    expect((await t.request(`/api/clusters/${cluster.id}`, { method: "DELETE", token: alice.access_token })).status).toBe(204);
    expect((await t.request(`/api/clusters/${cluster.id}`, { token: alice.access_token })).status).toBe(404);
    const rows = await t.database.db.select({ id: contentHistory.id }).from(contentHistory);
    expect(rows.map((r) => r.id)).toContain(post);
  });
});

describe("cluster membership", () => {
  it("adds and removes links to match the chosen set, and lists the members newest first", async () => {
    const posts = await historyRows(alice.user.id, 4);
    const { body: cluster } = await createCluster(alice.access_token, { name: "Members" });

    const first = await setPosts(alice.access_token, cluster.id, [posts[0], posts[1], posts[2]]);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ added: 3, removed: 0 });
    expect(await memberIds(alice.access_token, cluster.id)).toEqual([posts[2], posts[1], posts[0]]);

    const second = await setPosts(alice.access_token, cluster.id, [posts[1], posts[3], posts[3].toUpperCase()]);
    expect(await second.json()).toEqual({ added: 1, removed: 2 });
    expect(await memberIds(alice.access_token, cluster.id)).toEqual([posts[3], posts[1]]);

    const unchanged = await setPosts(alice.access_token, cluster.id, [posts[1], posts[3]]);
    expect(await unchanged.json()).toEqual({ added: 0, removed: 0 });

    const page = await (await t.request(`/api/clusters/${cluster.id}/posts`, { token: alice.access_token })).json();
    expect(page.data[0]).toMatchObject({ id: posts[3], content: "Post 3", content_type: "social_media", original_content: "Idea 3", metadata: { promptId: "p" } });
    expect((await (await t.request(`/api/clusters/${cluster.id}`, { token: alice.access_token })).json()).post_count).toBe(2);

    const cleared = await setPosts(alice.access_token, cluster.id, []);
    expect(await cleared.json()).toEqual({ added: 0, removed: 2 });
    expect(await memberIds(alice.access_token, cluster.id)).toEqual([]);
  });

  it("refuses to link another user's history row, changing nothing", async () => {
    const [mine] = await historyRows(alice.user.id, 1);
    const [theirs] = await historyRows(bob.user.id, 1);
    const { body: cluster } = await createCluster(alice.access_token, { name: "Guarded" });
    await setPosts(alice.access_token, cluster.id, [mine]);

    const res = await setPosts(alice.access_token, cluster.id, [mine, theirs]);
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatchObject({ code: "posts_not_found", message: messages.clusters.postsNotFound });
    const unknown = await setPosts(alice.access_token, cluster.id, ["00000000-0000-4000-8000-000000000000"]);
    expect(unknown.status).toBe(422);
    expect(await memberIds(alice.access_token, cluster.id)).toEqual([mine]);
  });

  it("validates the body", async () => {
    const { body: cluster } = await createCluster(alice.access_token, { name: "Body" });
    expect((await setPosts(alice.access_token, cluster.id, ["nope"])).status).toBe(400);
    const missing = await t.request(`/api/clusters/${cluster.id}/posts`, { method: "PUT", token: alice.access_token, json: {} });
    expect(missing.status).toBe(400);
  });
});

describe("another user's cluster", () => {
  it("is 404 to read, update, delete, list and set its posts, and stays unchanged", async () => {
    const [post] = await historyRows(alice.user.id, 1);
    const [bobsPost] = await historyRows(bob.user.id, 1);
    const { body: cluster } = await createCluster(alice.access_token, { name: "Alice's" });
    await setPosts(alice.access_token, cluster.id, [post]);
    const url = `/api/clusters/${cluster.id}`;
    const token = bob.access_token;

    expect((await t.request(url, { token })).status).toBe(404);
    expect((await t.request(url, { method: "PATCH", token, json: { name: "Bob's" } })).status).toBe(404);
    expect((await t.request(url, { method: "DELETE", token })).status).toBe(404);
    expect((await t.request(`${url}/posts`, { token })).status).toBe(404);
    expect((await setPosts(token, cluster.id, [bobsPost])).status).toBe(404);
    expect((await setPosts(token, cluster.id, [])).status).toBe(404);

    const list = await (await t.request("/api/clusters?limit=200", { token })).json();
    expect(list.data.map((c: Cluster) => c.id)).not.toContain(cluster.id);
    expect(await (await t.request(url, { token: alice.access_token })).json()).toMatchObject({ name: "Alice's", post_count: 1 });
    expect(await memberIds(alice.access_token, cluster.id)).toEqual([post]);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/clusters")).status).toBe(401);
  });
});

describe("odd bodies", () => {
  it("never answer a 5xx", async () => {
    const target = await t.request("/api/clusters", { method: "GET", token: alice.access_token });
    expect(target.status).toBe(200);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())), async (json) => {
        const res = await t.request("/api/clusters", { method: "POST", token: alice.access_token, json });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
