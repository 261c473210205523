import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedApiKey, ApiKey } from "@/shared/contracts/api-keys";
import { messages } from "@/shared/messages";
import { draftData } from "../../../../tests/helpers/drafts";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace, personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

let t: TestApp;
let owner: { token: string; id: string };
let writer: { token: string; id: string };
let viewer: { token: string; id: string };
let team: string;

const person = async () => {
  const s = await createUser(t);
  return { token: s.access_token, id: s.user.id };
};

beforeAll(async () => {
  t = await createTestApp();
  [owner, writer, viewer] = [await person(), await person(), await person()];
  team = await createTeamWorkspace(t, owner.id, [
    { userId: writer.id, role: "writer" },
    { userId: viewer.id, role: "viewer" },
  ]);
});
afterAll(() => t.close());

async function createKey(who: { token: string }, body: Record<string, unknown>, ws = team) {
  const res = await t.request(`/api/workspaces/${ws}/api-keys`, { method: "POST", token: who.token, json: body });
  return { status: res.status, body: (await res.json()) as CreatedApiKey & { error?: { code: string; message: string } } };
}
const newDraft = { page: "social_media", position: 0, data: draftData({ textContent: "by key" }) };

describe("API keys", () => {
  it("shows the key once, stores only its hash, and lists it with its last use", async () => {
    const created = await createKey(writer, { name: "n8n", scopes: ["read", "write"] });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^cs_live_[A-Za-z0-9_-]{40,}$/);
    expect(created.body).toMatchObject({ name: "n8n", scopes: ["read", "write"], user_id: writer.id, last_used_at: null, revoked_at: null });
    expect(created.body.hint).toBe(`${created.body.key.slice(0, 12)}…`);
    const stored = (await t.database.executeSql("select key_hash from api_keys where id = $1", [created.body.id])).rows as { key_hash: string }[];
    expect(stored[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.body.key);

    const used = await t.request("/api/drafts?page=social_media", { token: created.body.key });
    expect(used.status).toBe(200);
    const list = await t.request(`/api/workspaces/${team}/api-keys`, { token: writer.token });
    const keys = ((await list.json()) as { data: ApiKey[] }).data;
    const listed = keys.find((k) => k.id === created.body.id)!;
    expect(listed.last_used_at).not.toBeNull();
    expect(listed.last_used_ip).toBeTruthy();
    expect(JSON.stringify(keys)).not.toContain(created.body.key);
  });

  it("acts as its person in its own workspace only: no header means that one, another workspace is 404", async () => {
    const { body: key } = await createKey(writer, { name: "team", scopes: ["write"] });
    const made = await t.request("/api/drafts", { method: "POST", token: key.key, json: newDraft });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ workspace_id: team, created_by: writer.id });
    const personal = await personalWorkspaceOf(t, writer.id);
    const elsewhere = await t.request("/api/drafts?page=social_media", { token: key.key, headers: inWorkspace(personal) });
    expect(elsewhere.status).toBe(404);
    expect((await t.request("/api/drafts?page=social_media", { token: key.key, headers: inWorkspace(team) })).status).toBe(200);
    // The path's workspace too.
    expect((await t.request(`/api/workspaces/${personal}/members`, { token: key.key })).status).not.toBe(200);
  });

  it("caps what a key may do by its scopes and by its person's role", async () => {
    const { body: readOnly } = await createKey(owner, { name: "read", scopes: ["read"] });
    expect((await t.request("/api/drafts?page=social_media", { token: readOnly.key })).status).toBe(200);
    const refused = await t.request("/api/drafts", { method: "POST", token: readOnly.key, json: newDraft });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(messages.apiKeys.scopeMissing("write"));
    // Publishing needs the publish scope, even for the owner.
    const { body: writeKey } = await createKey(owner, { name: "write", scopes: ["write"] });
    const schedule = await t.request("/api/scheduled-posts", { method: "POST", token: writeKey.key, json: {} });
    expect(schedule.status).toBe(403);
    expect(((await schedule.json()) as { error: { code: string } }).error.code).toBe("api_key_needs_publish");
    // A writer's publish-scoped key still cannot publish: the role caps it.
    const { body: writerPublish } = await createKey(writer, { name: "pub", scopes: ["publish"] });
    expect((await t.request("/api/scheduled-posts", { method: "POST", token: writerPublish.key, json: {} })).status).toBe(403);
    // Managing (brands) is never a key's, whatever its scopes.
    const { body: all } = await createKey(owner, { name: "all", scopes: ["read", "write", "publish"] });
    expect((await t.request("/api/brands", { method: "POST", token: all.key, json: { name: "B" } })).status).toBe(403);
  });

  it("never reaches account, key or member management", async () => {
    const { body: key } = await createKey(owner, { name: "all", scopes: ["read", "write", "publish"] });
    const attempts: [string, string, unknown?][] = [
      ["GET", "/api/auth/user"],
      ["PUT", "/api/auth/user", { password: "plum-orbit-lantern-8" }],
      ["DELETE", "/api/account", { password: "x", confirmation: "DELETE" }],
      ["GET", `/api/workspaces/${team}/api-keys`],
      ["POST", `/api/workspaces/${team}/api-keys`, { name: "more", scopes: ["read"] }],
      ["GET", `/api/workspaces/${team}/members`],
      ["POST", `/api/workspaces/${team}/invitations`, { email: "x@example.com", role: "admin" }],
      ["GET", "/api/workspaces"],
    ];
    for (const [method, path, json] of attempts) {
      const res = await t.request(path, { method, token: key.key, json });
      expect([401, 403], `${method} ${path}`).toContain(res.status);
    }
  });

  it("refuses a revoked or expired key at once", async () => {
    const { body: key } = await createKey(writer, { name: "soon gone", scopes: ["read"] });
    expect((await t.request("/api/drafts?page=social_media", { token: key.key })).status).toBe(200);
    // Only its person or an admin revokes it.
    expect((await t.request(`/api/workspaces/${team}/api-keys/${key.id}`, { method: "DELETE", token: viewer.token })).status).toBe(403);
    expect((await t.request(`/api/workspaces/${team}/api-keys/${key.id}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    const after = await t.request("/api/drafts?page=social_media", { token: key.key });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { message: string } }).error.message).toBe(messages.apiKeys.revoked);

    const expiring = await createKey(writer, { name: "short", scopes: ["read"], expires_at: new Date(t.clock.now().getTime() + 60_000).toISOString() });
    expect((await t.request("/api/drafts?page=social_media", { token: expiring.body.key })).status).toBe(200);
    t.clock.advance(61_000);
    const expired = await t.request("/api/drafts?page=social_media", { token: expiring.body.key });
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe("api_key_expired");
    expect((await createKey(writer, { name: "past", scopes: ["read"], expires_at: "2001-01-01T00:00:00Z" })).status).toBe(400);
    expect((await t.request("/api/drafts?page=social_media", { token: "cs_live_not-a-key" })).status).toBe(401);
  });

  it("lets a member see their own keys and an admin every key; a viewer may not create one", async () => {
    const { body: mine } = await createKey(writer, { name: "writer's", scopes: ["read"] });
    const { body: theirs } = await createKey(owner, { name: "owner's", scopes: ["read"] });
    const ids = async (who: { token: string }) => (((await (await t.request(`/api/workspaces/${team}/api-keys`, { token: who.token })).json()) as { data: ApiKey[] }).data ?? []).map((k) => k.id);
    expect(await ids(writer)).toContain(mine.id);
    expect(await ids(writer)).not.toContain(theirs.id);
    expect(await ids(owner)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await t.request(`/api/workspaces/${team}/api-keys/${theirs.id}`, { method: "DELETE", token: writer.token })).status).toBe(403);
    expect((await createKey(viewer, { name: "v", scopes: ["read"] })).status).toBe(403);
    expect((await createKey(writer, { name: "none", scopes: [] })).status).toBe(400);
  });
});
