import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import { connect, createAccount } from "../helpers/publishing";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser } from "../helpers/users";

/**
 * The cross-tenant matrix: for every owned resource, a second user reads, updates and deletes the first
 * user's row by id and gets 404 each time, never data; the first user's row is untouched afterwards.
 */
interface Resource {
  name: string;
  path: string;
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  field: string;
}

const RESOURCES: Resource[] = [
  { name: "prompts", path: "/api/prompts", create: { name: "Owner prompt", prompt_text: "Write about the text provided.", type: "general" }, update: { name: "Taken over" }, field: "name" },
  { name: "history", path: "/api/history", create: { content: "Owner post", content_type: "social_media", original_content: "notes", metadata: {} }, update: { content: "Taken over" }, field: "content" },
  { name: "brands", path: "/api/brands", create: { brand_name: "Owner brand" }, update: { brand_name: "Taken over" }, field: "brand_name" },
  { name: "accounts", path: "/api/accounts", create: { name: "Owner account", handle: "@owner", platform: "linkedin" }, update: { name: "Taken over" }, field: "name" },
  { name: "clusters", path: "/api/clusters", create: { name: "Owner cluster" }, update: { name: "Taken over" }, field: "name" },
  { name: "notes", path: "/api/notes", create: { title: "Owner note", content: "Owner content" }, update: { content: "Taken over" }, field: "content" },
];

let t: TestApp;
let owner: SessionDto;
let intruder: SessionDto;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  intruder = await createUser(t);
});
afterAll(async () => t.close());

const as = (s: SessionDto) => s.access_token;

describe.each(RESOURCES)("$name: another user", (r) => {
  let id: string;
  let original: Record<string, unknown>;

  beforeAll(async () => {
    const res = await t.request(r.path, { method: "POST", token: as(owner), json: r.create });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    original = (await res.json()) as Record<string, unknown>;
    id = String(original.id);
  });

  it("cannot read the row by id", async () => {
    const res = await t.request(`${r.path}/${id}`, { token: as(intruder) });
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain(String(original[r.field]));
  });

  it("does not see it in a list", async () => {
    const res = await t.request(r.path, { token: as(intruder) });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string }[] };
    expect(data.map((row) => row.id)).not.toContain(id);
  });

  it("cannot update it", async () => {
    const res = await t.request(`${r.path}/${id}`, { method: "PATCH", token: as(intruder), json: r.update });
    expect(res.status).toBe(404);
    const mine = await (await t.request(`${r.path}/${id}`, { token: as(owner) })).json();
    expect(mine[r.field]).toBe(original[r.field]);
  });

  it("cannot delete it", async () => {
    const res = await t.request(`${r.path}/${id}`, { method: "DELETE", token: as(intruder) });
    expect(res.status).toBe(404);
    expect((await t.request(`${r.path}/${id}`, { token: as(owner) })).status).toBe(200);
  });

  it("cannot give it to themselves with a user id in the body", async () => {
    const res = await t.request(r.path, { method: "POST", token: as(intruder), json: { ...r.create, user_id: owner.user.id, userId: owner.user.id } });
    expect(res.status).toBeLessThan(300);
    const created = (await res.json()) as { id: string; user_id?: string };
    if (created.user_id) expect(created.user_id).toBe(intruder.user.id);
    expect((await t.request(`${r.path}/${created.id}`, { token: as(owner) })).status).toBe(404);
  });
});

describe("publishing accounts: another user", () => {
  const hook = { platform: "webhook", webhook_url: "https://hooks.example.com/owner", secret: "owner-signing-secret-0001" };
  let account: string;
  let checkedAt: string | null;
  beforeAll(async () => {
    account = await createAccount(t, as(owner), "webhook");
    expect((await connect(t, as(owner), account, hook)).status).toBe(200);
    // Saving checks the account once; the intruder's attempts below must not add a check.
    checkedAt = ((await (await t.request(`/api/publishing-accounts/${account}`, { token: as(owner) })).json()) as { checked_at: string | null }).checked_at;
  });

  it("cannot read, replace, test or delete it, nor see it in a list", async () => {
    const path = `/api/publishing-accounts/${account}`;
    const read = await t.request(path, { token: as(intruder) });
    expect(read.status).toBe(404);
    expect(JSON.stringify(await read.json())).not.toContain("hooks.example.com");
    const listed = (await (await t.request("/api/publishing-accounts", { token: as(intruder) })).json()) as { data: { account_id: string }[] };
    expect(listed.data.map((row) => row.account_id)).not.toContain(account);
    const replace = await connect(t, as(intruder), account, { ...hook, webhook_url: "https://attacker.example.com/x" });
    expect(replace.status).toBe(404);
    expect((await t.request(`${path}/test`, { method: "POST", token: as(intruder) })).status).toBe(404);
    expect((await t.request(path, { method: "DELETE", token: as(intruder) })).status).toBe(404);
    const mine = (await (await t.request(path, { token: as(owner) })).json()) as { settings: Record<string, string>; checked_at: string | null };
    expect(mine.settings.webhook_url).toBe(hook.webhook_url);
    expect(mine.checked_at).toBe(checkedAt);
  });
});

describe("relations across users", () => {
  it("history bulk delete removes none of another user's rows", async () => {
    const row = await (await t.request("/api/history", { method: "POST", token: as(owner), json: { content: "keep me", content_type: "article", original_content: null, metadata: {} } })).json();
    const res = await t.request("/api/history", { method: "DELETE", token: as(intruder), json: { ids: [row.id] } });
    expect(res.status).toBeLessThan(500);
    expect((await t.request(`/api/history/${row.id}`, { token: as(owner) })).status).toBe(200);
  });

  it("cluster posts of another user's cluster are 404, and another user's history cannot be linked", async () => {
    const cluster = await (await t.request("/api/clusters", { method: "POST", token: as(owner), json: { name: "Mine" } })).json();
    expect((await t.request(`/api/clusters/${cluster.id}/posts`, { token: as(intruder) })).status).toBe(404);
    expect((await t.request(`/api/clusters/${cluster.id}/posts`, { method: "PUT", token: as(intruder), json: { post_ids: [] } })).status).toBe(404);

    const theirs = await (await t.request("/api/history", { method: "POST", token: as(intruder), json: { content: "not yours", content_type: "article", original_content: null, metadata: {} } })).json();
    const link = await t.request(`/api/clusters/${cluster.id}/posts`, { method: "PUT", token: as(owner), json: { post_ids: [theirs.id] } });
    expect([404, 422]).toContain(link.status);
  });

  it("AI functions refuse another user's brand and cluster", async () => {
    const brand = await (await t.request("/api/brands", { method: "POST", token: as(owner), json: { brand_name: "Private voice" } })).json();
    const post = await t.request("/api/functions/generate-text-post", { method: "POST", token: as(intruder), json: { textContent: "A launch", promptText: "Write a post", brandId: brand.id } });
    expect(post.status).toBe(404);
    const cluster = await (await t.request("/api/clusters", { method: "POST", token: as(owner), json: { name: "Private cluster" } })).json();
    const ideas = await t.request("/api/functions/generate-with-clusters", { method: "POST", token: as(intruder), json: { clusterId: cluster.id, prompt: "ideas", clusterPosts: [], contentType: "social_media", numPosts: 2 } });
    expect(ideas.status).toBe(404);
  });
});
