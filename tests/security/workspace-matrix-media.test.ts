import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newObjectKey } from "@/server/storage/storage";
import type { SessionDto } from "@/shared/contracts/auth";
import { WORKSPACE_CHANGED_EVENT, workspaceChannel } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { startFakeWebhook, type FakeWebhook } from "../helpers/fake-webhook";
import { formWith, pngImage } from "../helpers/files";
import { PUBLISHING_TEST_ENV } from "../helpers/publishing";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser } from "../helpers/users";
import { createTeamWorkspace, inWorkspace, personalWorkspaceOf } from "../helpers/workspaces";

/**
 * Issue 25, the workspace matrix of images, uploads, documents, social and publishing accounts, scheduled posts,
 * usage, the dashboard and the storage quota: every route as a member of another workspace (404), as a role that
 * may not do it (403: a viewer writing, a writer scheduling or managing, a publisher managing), and what members
 * share (a team's rows, its calendar, its quota) against what stays personal. PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
let t: TestApp;
let hook: FakeWebhook;
let owner: SessionDto;
let viewer: SessionDto;
let writer: SessionDto;
let publisher: SessionDto;
let outsider: SessionDto;
let team: string;
const ids = { image: "", upload: "", document: "", account: "", post: "", personalUpload: "" };

type Init = RequestInit & { json?: unknown; token?: string };
const as = (s: SessionDto, ws: string | null, init: Init = {}): Init => ({ ...init, token: s.access_token, headers: ws ? inWorkspace(ws) : {} });
const call = (path: string, s: SessionDto, ws: string | null, init: Init = {}) => t.request(path, as(s, ws, init));
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

async function upload(s: SessionDto, ws: string | null) {
  const res = await call("/api/uploads", s, ws, { method: "POST", body: formWith("files", [{ name: "a.png", data: await pngImage(20, 20), type: "image/png" }]) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: string; image_path: string }[] }).data[0];
}

beforeAll(async () => {
  [t, hook] = await Promise.all([createTestApp({ env: PUBLISHING_TEST_ENV }), startFakeWebhook()]);
  [owner, viewer, writer, publisher, outsider] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t), createUser(t)]);
  team = await createTeamWorkspace(t, owner.user.id, [
    { userId: viewer.user.id, role: "viewer" },
    { userId: writer.user.id, role: "writer" },
    { userId: publisher.user.id, role: "publisher" },
  ]);
  // The outsider is a member of a team of their own: a member of *another* workspace.
  await createTeamWorkspace(t, outsider.user.id, [], "Elsewhere");

  // The owner's rows in the team: a social account with its publishing account, an upload, a document, an image.
  const account = await call("/api/accounts", owner, team, { method: "POST", json: { name: "Team hook", handle: "@teamhook", platform: "webhook" } });
  expect(account.status).toBe(201);
  ids.account = ((await account.json()) as { id: string }).id;
  const connected = await call(`/api/publishing-accounts/${ids.account}`, owner, team, {
    method: "PUT",
    json: { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret },
  });
  expect(connected.status, await connected.clone().text()).toBe(200);
  ids.upload = (await upload(owner, team)).id;
  const doc = await call("/api/documents", owner, team, { method: "POST", body: formWith("file", [{ name: "brief.txt", data: new TextEncoder().encode("Team brief"), type: "text/plain" }]) });
  expect(doc.status, await doc.clone().text()).toBe(201);
  ids.document = ((await doc.json()) as { id: string }).id;
  const key = newObjectKey(owner.user.id, "png", new Date());
  await t.deps.services.storage!.put("social_images", key, await pngImage(16, 16), { contentType: "image/png" });
  const image = await call("/api/images", owner, team, { method: "POST", json: { path: key, prompt: "Team image" } });
  expect(image.status).toBe(201);
  ids.image = ((await image.json()) as { id: string }).id;
  // The publisher schedules the team's post.
  const post = await call("/api/scheduled-posts", publisher, team, { method: "POST", json: { account_ids: [ids.account], content: "Team launch", scheduled_at: inSeconds(3600) } });
  expect(post.status, await post.clone().text()).toBe(201);
  ids.post = ((await post.json()) as { data: { id: string }[] }).data[0].id;
  // The owner's personal upload, which the team must never see.
  ids.personalUpload = (await upload(owner, null)).id;
}, 240_000);
afterAll(async () => {
  await Promise.all([t?.close(), hook?.close()]);
});

type Cap = "read" | "write" | "publish" | "manage";
interface Route {
  method: string;
  path: () => string;
  cap: Cap;
  json?: () => unknown;
}

const ROUTES: Route[] = [
  { method: "GET", path: () => "/api/images", cap: "read" },
  { method: "POST", path: () => "/api/images", cap: "write", json: () => ({ path: "x.png" }) },
  { method: "GET", path: () => `/api/images/${ids.image}`, cap: "read" },
  { method: "DELETE", path: () => `/api/images/${ids.image}`, cap: "write" },
  { method: "GET", path: () => "/api/uploads", cap: "read" },
  { method: "POST", path: () => "/api/uploads", cap: "write" },
  { method: "GET", path: () => `/api/uploads/${ids.upload}`, cap: "read" },
  { method: "DELETE", path: () => `/api/uploads/${ids.upload}`, cap: "write" },
  { method: "GET", path: () => "/api/documents", cap: "read" },
  { method: "POST", path: () => "/api/documents", cap: "write" },
  { method: "GET", path: () => `/api/documents/${ids.document}`, cap: "read" },
  { method: "DELETE", path: () => `/api/documents/${ids.document}`, cap: "write" },
  { method: "GET", path: () => "/api/accounts", cap: "read" },
  { method: "POST", path: () => "/api/accounts", cap: "manage", json: () => ({ name: "Mine", handle: "@mine", platform: "webhook" }) },
  { method: "GET", path: () => `/api/accounts/${ids.account}`, cap: "read" },
  { method: "PATCH", path: () => `/api/accounts/${ids.account}`, cap: "manage", json: () => ({ name: "Taken over" }) },
  { method: "DELETE", path: () => `/api/accounts/${ids.account}`, cap: "manage" },
  { method: "GET", path: () => "/api/publishing-accounts", cap: "read" },
  { method: "GET", path: () => `/api/publishing-accounts/${ids.account}`, cap: "read" },
  { method: "PUT", path: () => `/api/publishing-accounts/${ids.account}`, cap: "manage", json: () => ({ platform: "webhook", webhook_url: "https://example.com/x", secret: "s3cret-value" }) },
  { method: "DELETE", path: () => `/api/publishing-accounts/${ids.account}`, cap: "manage" },
  { method: "POST", path: () => `/api/publishing-accounts/${ids.account}/test`, cap: "manage" },
  { method: "GET", path: () => "/api/scheduled-posts", cap: "read" },
  // Writers may schedule too (issue 26): their posts wait for approval, so the route needs "write" (test below).
  { method: "POST", path: () => "/api/scheduled-posts", cap: "write", json: () => ({ account_ids: [ids.account], content: "Mine", scheduled_at: inSeconds(7200) }) },
  { method: "GET", path: () => `/api/scheduled-posts/${ids.post}`, cap: "read" },
  { method: "PATCH", path: () => `/api/scheduled-posts/${ids.post}`, cap: "publish", json: () => ({ content: "Taken over" }) },
  { method: "DELETE", path: () => `/api/scheduled-posts/${ids.post}`, cap: "publish" },
  { method: "POST", path: () => `/api/scheduled-posts/${ids.post}/retry`, cap: "publish" },
  { method: "GET", path: () => "/api/usage?days=7", cap: "read" },
  { method: "GET", path: () => "/api/dashboard/summary", cap: "read" },
  { method: "GET", path: () => "/api/storage-quota", cap: "read" },
];
const label = (r: Route) => `${r.method} ${r.path().replace(/[0-9a-f-]{36}/g, "{id}")}`;
const send = (r: Route, s: SessionDto, ws: string | null) => call(r.path(), s, ws, { method: r.method, ...(r.json ? { json: r.json() } : {}) });

describe("a member of another workspace", () => {
  it.each(ROUTES.map((r) => [label(r), r] as const))("%s: 404 in the team, nothing changed", async (_, r) => {
    const res = await send(r, outsider, team);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("workspace_not_found");
  });

  it("does not find the team's rows by id from their own workspace", async () => {
    for (const path of [`/api/images/${ids.image}`, `/api/uploads/${ids.upload}`, `/api/documents/${ids.document}`, `/api/accounts/${ids.account}`, `/api/publishing-accounts/${ids.account}`, `/api/scheduled-posts/${ids.post}`]) {
      expect((await call(path, outsider, null)).status, path).toBe(404);
      expect((await call(path, outsider, null, { method: "DELETE" })).status, path).toBe(404);
    }
    expect((await call(`/api/accounts/${ids.account}`, outsider, null, { method: "PATCH", json: { name: "Taken over" } })).status).toBe(404);
    expect((await call(`/api/scheduled-posts/${ids.post}`, outsider, null, { method: "PATCH", json: { content: "Taken over" } })).status).toBe(404);
    // Every row is still there for the team.
    for (const path of [`/api/images/${ids.image}`, `/api/uploads/${ids.upload}`, `/api/documents/${ids.document}`, `/api/accounts/${ids.account}`, `/api/scheduled-posts/${ids.post}`]) {
      expect((await call(path, viewer, team)).status, path).toBe(200);
    }
  });
});

/** The roles below each capability, with their session (read when the tests run). */
const BELOW: Record<Exclude<Cap, "read">, [() => SessionDto, "viewer" | "writer" | "publisher"][]> = {
  write: [[() => viewer, "viewer"]],
  publish: [
    [() => viewer, "viewer"],
    [() => writer, "writer"],
  ],
  manage: [
    [() => viewer, "viewer"],
    [() => writer, "writer"],
    [() => publisher, "publisher"],
  ],
};

describe("a role that may not", () => {
  const cases = ROUTES.filter((r) => r.cap !== "read").flatMap((r) => BELOW[r.cap as Exclude<Cap, "read">].map(([who, role]) => [`${role} ${label(r)}`, r, who, role] as const));
  it.each(cases)("%s: 403 with the role's reason", async (_, r, who, role) => {
    const res = await send(r, who(), team);
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe(messages.workspaces.roleCannot(role, messages.workspaces.actions[r.cap]));
  });

  it("every read route answers a viewer", async () => {
    for (const r of ROUTES.filter((x) => x.cap === "read")) expect((await send(r, viewer, team)).status, label(r)).toBe(200);
  });

  it("leaves the team's rows as they were", async () => {
    const account = (await (await call(`/api/accounts/${ids.account}`, owner, team)).json()) as { name: string };
    expect(account.name).toBe("Team hook");
    const post = (await (await call(`/api/scheduled-posts/${ids.post}`, owner, team)).json()) as { content: string; status: string };
    expect(post).toMatchObject({ content: "Team launch", status: "scheduled" });
  });
});

describe("members of the team", () => {
  it("see each other's rows; the owner's personal rows stay out of the team", async () => {
    const uploads = (await (await call("/api/uploads", viewer, team)).json()) as { data: { id: string; user_id: string }[] };
    expect(uploads.data.map((u) => u.id)).toContain(ids.upload);
    expect(uploads.data.map((u) => u.id)).not.toContain(ids.personalUpload);
    expect((await call(`/api/uploads/${ids.personalUpload}`, owner, team)).status).toBe(404);
    expect((await call(`/api/uploads/${ids.personalUpload}`, owner, null)).status).toBe(200);
    const images = (await (await call("/api/images", writer, team)).json()) as { data: { id: string }[] };
    expect(images.data.map((i) => i.id)).toEqual([ids.image]);
    const docs = (await (await call("/api/documents", publisher, team)).json()) as { data: { id: string }[] };
    expect(docs.data.map((d) => d.id)).toEqual([ids.document]);
    const accounts = (await (await call("/api/accounts", viewer, team)).json()) as { data: { id: string }[] };
    expect(accounts.data.map((a) => a.id)).toEqual([ids.account]);
    expect(((await (await call("/api/accounts", owner, null)).json()) as { data: unknown[] }).data).toEqual([]);
  });

  it("read a teammate's stored file with their own token; a member of another workspace does not", async () => {
    const own = (await (await call(`/api/uploads/${ids.upload}`, owner, team)).json()) as { image_path: string };
    const path = `/api/storage/image-storage/${own.image_path}`;
    expect((await t.request(path, { token: viewer.access_token })).status).toBe(200);
    expect((await t.request(path, { token: outsider.access_token })).status).toBe(404);
    const personal = (await (await call(`/api/uploads/${ids.personalUpload}`, owner, null)).json()) as { image_path: string };
    expect((await t.request(`/api/storage/image-storage/${personal.image_path}`, { token: viewer.access_token })).status).toBe(404);
  });

  it("see the post another member scheduled in the team calendar", async () => {
    const calendar = (await (await call("/api/scheduled-posts", viewer, team)).json()) as { data: { id: string; content: string }[] };
    expect(calendar.data).toEqual([expect.objectContaining({ id: ids.post, content: "Team launch" })]);
    const own = (await (await call("/api/scheduled-posts", publisher, null)).json()) as { data: unknown[] };
    expect(own.data).toEqual([]);
  });

  it("a writer uploads into the team: the file counts against the team's quota, not the writer's own", async () => {
    const before = (await (await call("/api/storage-quota", viewer, team)).json()) as { used_bytes: number; workspace_id: string; workspace_name: string; workspace_kind: string };
    expect(before).toMatchObject({ workspace_id: team, workspace_name: "Team", workspace_kind: "team" });
    const personalBefore = (await (await call("/api/storage-quota", writer, null)).json()) as { used_bytes: number; workspace_id: string };
    expect(personalBefore.workspace_id).toBe(await personalWorkspaceOf(t, writer.user.id));
    const heard = vi.spyOn(t.deps.services.realtime!, "publish");
    try {
      const row = await upload(writer, team);
      expect(heard).toHaveBeenCalledWith(workspaceChannel(team), WORKSPACE_CHANGED_EVENT, { resource: "uploads", id: row.id, by: writer.user.id });
    } finally {
      heard.mockRestore();
    }
    const after = (await (await call("/api/storage-quota", viewer, team)).json()) as { used_bytes: number };
    expect(after.used_bytes).toBeGreaterThan(before.used_bytes);
    expect(((await (await call("/api/storage-quota", writer, null)).json()) as { used_bytes: number }).used_bytes).toBe(personalBefore.used_bytes);
  });

  it("a publisher schedules and a writer is told to schedule a draft for approval; every schedule write is announced to the team", async () => {
    const refused = await call("/api/scheduled-posts", writer, team, { method: "POST", json: { account_ids: [ids.account], content: "Writer's", scheduled_at: inSeconds(600) } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "draft_required", message: messages.publishing.writerNeedsDraft });
    const heard = vi.spyOn(t.deps.services.realtime!, "publish");
    try {
      const ok = await call("/api/scheduled-posts", publisher, team, { method: "POST", json: { account_ids: [ids.account], content: "Second", scheduled_at: inSeconds(900) } });
      expect(ok.status).toBe(201);
      const id = ((await ok.json()) as { data: { id: string }[] }).data[0].id;
      expect(heard).toHaveBeenCalledWith(workspaceChannel(team), WORKSPACE_CHANGED_EVENT, { resource: "scheduledPosts", id, by: publisher.user.id });
      const edited = await call(`/api/scheduled-posts/${id}`, owner, team, { method: "PATCH", json: { content: "Second, edited" } });
      expect(edited.status).toBe(200);
      expect((await call(`/api/scheduled-posts/${id}`, publisher, team, { method: "DELETE" })).status).toBe(204);
    } finally {
      heard.mockRestore();
    }
  });

  it("a removed member loses every route at once; the posts they scheduled stay with the team", async () => {
    const member = await createUser(t);
    await t.database.executeSql("insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'publisher')", [team, member.user.id]);
    const res = await call("/api/scheduled-posts", member, team, { method: "POST", json: { account_ids: [ids.account], content: "Before leaving", scheduled_at: inSeconds(1200) } });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { id: string }[] }).data[0].id;
    await t.database.executeSql("delete from workspace_members where workspace_id = $1 and user_id = $2", [team, member.user.id]);
    for (const r of ROUTES) expect((await send(r, member, team)).status, label(r)).toBe(404);
    const kept = (await (await call(`/api/scheduled-posts/${id}`, owner, team)).json()) as { status: string; content: string };
    expect(kept).toMatchObject({ status: "scheduled", content: "Before leaving" });
  });
});

describe("an instance administrator", () => {
  it("sets the team's own storage quota; the team's members see it as the workspace's", async () => {
    const admin = await createUser(t);
    await t.database.executeSql("update users set role = 'admin' where id = $1", [admin.user.id]);
    const relogin = await t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email: admin.user.email, password: "plum-orbit-lantern-7" } });
    const adminSession = (await relogin.json()) as SessionDto;
    const list = await t.request(`/api/storage-quota/workspaces?q=${encodeURIComponent(owner.user.email)}`, { token: adminSession.access_token });
    expect(list.status).toBe(200);
    const rows = ((await list.json()) as { data: { id: string; kind: string; name: string; owner_email: string }[] }).data;
    expect(rows.map((r) => r.id).sort()).toEqual([team, await personalWorkspaceOf(t, owner.user.id)].sort());
    const set = await t.request(`/api/storage-quota/workspaces/${team}`, { method: "PUT", token: adminSession.access_token, json: { quota_bytes: 5 * 1024 * 1024 } });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ workspace_id: team, quota_bytes: 5 * 1024 * 1024, override_bytes: 5 * 1024 * 1024 });
    expect(await (await call("/api/storage-quota", writer, team)).json()).toMatchObject({ quota_bytes: 5 * 1024 * 1024, override_bytes: 5 * 1024 * 1024 });
    expect(await (await call("/api/storage-quota", writer, null)).json()).toMatchObject({ override_bytes: null });
    // A user id is not a workspace: 404.
    expect((await t.request(`/api/storage-quota/workspaces/${writer.user.id}`, { method: "PUT", token: adminSession.access_token, json: { quota_bytes: 1 } })).status).toBe(404);
  });
});
