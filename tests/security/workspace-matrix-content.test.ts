import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser } from "../helpers/users";
import { createTeamWorkspace, inWorkspace } from "../helpers/workspaces";

/**
 * The workspace matrix of the content features (issue 25): brands, prompts, the prompt library, clusters, notes,
 * history, the dashboard, the current brand and the AI functions. In a team workspace: a member of another
 * workspace gets 404, a viewer writing gets 403, a writer managing brands gets 403, members see each other's rows,
 * and rows of a personal workspace are not seen from the team. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
interface Resource {
  name: string;
  path: string;
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  field: string;
  /** The capability writing it takes: brands are managed by admins. */
  writeRole: "writer" | "admin";
}

const RESOURCES: Resource[] = [
  { name: "prompts", path: "/api/prompts", create: { name: "Team prompt", prompt_text: "Write about the text provided.", type: "general" }, update: { name: "Changed" }, field: "name", writeRole: "writer" },
  { name: "history", path: "/api/history", create: { content: "Team post", content_type: "social_media", original_content: "notes", metadata: {} }, update: { content: "Changed" }, field: "content", writeRole: "writer" },
  { name: "brands", path: "/api/brands", create: { brand_name: "Team brand" }, update: { brand_name: "Changed" }, field: "brand_name", writeRole: "admin" },
  { name: "clusters", path: "/api/clusters", create: { name: "Team cluster" }, update: { name: "Changed" }, field: "name", writeRole: "writer" },
  { name: "notes", path: "/api/notes", create: { title: "Team note", content: "Team content" }, update: { content: "Changed" }, field: "content", writeRole: "writer" },
];

let t: TestApp;
let owner: SessionDto;
let admin: SessionDto;
let writer: SessionDto;
let viewer: SessionDto;
let outsider: SessionDto;
let team: string;
let otherTeam: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, writer, viewer, outsider] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t), createUser(t)]);
  team = await createTeamWorkspace(t, owner.user.id, [
    { userId: admin.user.id, role: "admin" },
    { userId: writer.user.id, role: "writer" },
    { userId: viewer.user.id, role: "viewer" },
  ]);
  otherTeam = await createTeamWorkspace(t, outsider.user.id, [], "Other team");
});
afterAll(async () => t.close());

type Init = { method?: string; json?: unknown };
const call = (s: SessionDto, ws: string | null, path: string, init: Init = {}) =>
  t.request(path, { ...init, token: s.access_token, headers: ws ? inWorkspace(ws) : {} });

describe.each(RESOURCES)("$name in a team workspace", (r) => {
  const author = () => (r.writeRole === "admin" ? admin : writer);
  let id: string;
  let original: Record<string, unknown>;

  beforeAll(async () => {
    const res = await call(author(), team, r.path, { method: "POST", json: r.create });
    expect(res.status, await res.clone().text()).toBe(201);
    original = (await res.json()) as Record<string, unknown>;
    id = String(original.id);
  });

  it("another member (the viewer) sees the row a member created, by id and in the list", async () => {
    const one = await call(viewer, team, `${r.path}/${id}`);
    expect(one.status).toBe(200);
    const list = (await (await call(viewer, team, r.path)).json()) as { data: { id: string }[] };
    expect(list.data.map((row) => row.id)).toContain(id);
  });

  it("a member of another workspace gets 404 reading, updating and deleting it, naming their own workspace or this one", async () => {
    for (const ws of [otherTeam, team, null]) {
      expect((await call(outsider, ws, `${r.path}/${id}`)).status).toBe(404);
      expect((await call(outsider, ws, `${r.path}/${id}`, { method: "PATCH", json: r.update })).status).toBe(404);
      expect((await call(outsider, ws, `${r.path}/${id}`, { method: "DELETE" })).status).toBe(404);
    }
    const mine = (await (await call(owner, team, `${r.path}/${id}`)).json()) as Record<string, unknown>;
    expect(mine[r.field]).toBe(original[r.field]);
  });

  it("a viewer writing gets 403 with the role's reason, and nothing changes", async () => {
    const create = await call(viewer, team, r.path, { method: "POST", json: r.create });
    expect(create.status).toBe(403);
    expect(((await create.json()) as { error: { message: string } }).error.message).toContain("(viewer)");
    expect((await call(viewer, team, `${r.path}/${id}`, { method: "PATCH", json: r.update })).status).toBe(403);
    expect((await call(viewer, team, `${r.path}/${id}`, { method: "DELETE" })).status).toBe(403);
    expect((await call(owner, team, `${r.path}/${id}`)).status).toBe(200);
  });

  it("rows of a member's personal workspace are not visible from the team", async () => {
    const personal = await call(author(), null, r.path, { method: "POST", json: r.create });
    expect(personal.status).toBe(201);
    const personalId = ((await personal.json()) as { id: string }).id;
    expect((await call(author(), team, `${r.path}/${personalId}`)).status).toBe(404);
    const list = (await (await call(owner, team, r.path)).json()) as { data: { id: string }[] };
    expect(list.data.map((row) => row.id)).not.toContain(personalId);
  });

  it("the author updates and deletes it in the team", async () => {
    expect((await call(author(), team, `${r.path}/${id}`, { method: "PATCH", json: r.update })).status).toBe(200);
    expect((await call(author(), team, `${r.path}/${id}`, { method: "DELETE" })).status).toBe(204);
  });
});

describe("brands are managed by admins", () => {
  it("a writer (and a publisher's lesser roles) gets 403 creating, editing or deleting a brand, and reads them", async () => {
    const brand = (await (await call(admin, team, "/api/brands", { method: "POST", json: { brand_name: "Managed" } })).json()) as { id: string };
    expect((await call(writer, team, "/api/brands", { method: "POST", json: { brand_name: "Nope" } })).status).toBe(403);
    expect((await call(writer, team, `/api/brands/${brand.id}`, { method: "PATCH", json: { brand_name: "Nope" } })).status).toBe(403);
    expect((await call(writer, team, `/api/brands/${brand.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await call(writer, team, `/api/brands/${brand.id}`)).status).toBe(200);
  });
});

describe("history bulk delete, stats, clusters' posts and the dashboard", () => {
  it("scope to the workspace", async () => {
    const item = (await (await call(writer, team, "/api/history", { method: "POST", json: { content: "Bulk", content_type: "social_media", metadata: {} } })).json()) as { id: string };
    const outsiderBulk = await call(outsider, otherTeam, "/api/history", { method: "DELETE", json: { ids: [item.id] } });
    expect(((await outsiderBulk.json()) as { deleted: number }).deleted).toBe(0);
    expect((await call(viewer, team, "/api/history", { method: "DELETE", json: { ids: [item.id] } })).status).toBe(403);
    const stats = (await (await call(viewer, team, "/api/history/stats")).json()) as { total: number };
    expect(stats.total).toBeGreaterThan(0);
    expect(((await (await call(outsider, otherTeam, "/api/history/stats")).json()) as { total: number }).total).toBe(0);

    const cluster = (await (await call(writer, team, "/api/clusters", { method: "POST", json: { name: "Set" } })).json()) as { id: string };
    expect((await call(viewer, team, `/api/clusters/${cluster.id}/posts`, { method: "PUT", json: { post_ids: [item.id] } })).status).toBe(403);
    expect((await call(outsider, otherTeam, `/api/clusters/${cluster.id}/posts`, { method: "PUT", json: { post_ids: [] } })).status).toBe(404);
    expect((await call(outsider, otherTeam, `/api/clusters/${cluster.id}/posts`)).status).toBe(404);
    // A history row of another workspace cannot be linked.
    const foreign = (await (await call(outsider, otherTeam, "/api/history", { method: "POST", json: { content: "Foreign", content_type: "social_media", metadata: {} } })).json()) as { id: string };
    expect((await call(writer, team, `/api/clusters/${cluster.id}/posts`, { method: "PUT", json: { post_ids: [foreign.id] } })).status).toBe(422);
    expect((await call(writer, team, `/api/clusters/${cluster.id}/posts`, { method: "PUT", json: { post_ids: [item.id] } })).status).toBe(200);
    const posts = (await (await call(viewer, team, `/api/clusters/${cluster.id}/posts`)).json()) as { data: { id: string }[] };
    expect(posts.data.map((p) => p.id)).toEqual([item.id]);

    const summary = (await (await call(viewer, team, "/api/dashboard/summary")).json()) as { content_count: number; recent: { id: string }[] };
    expect(summary.recent.map((r) => r.id)).toContain(item.id);
    const theirs = (await (await call(outsider, otherTeam, "/api/dashboard/summary")).json()) as { recent: { id: string }[] };
    expect(theirs.recent.map((r) => r.id)).not.toContain(item.id);
    expect((await call(outsider, team, "/api/dashboard/summary")).status).toBe(404);
  });
});

describe("prompt library", () => {
  it("everyone reads it; a viewer cannot copy into the workspace; an outsider naming the team gets 404", async () => {
    const lib = (await (await call(viewer, team, "/api/prompt-library")).json()) as { data: { id: string }[] };
    expect(lib.data.length).toBeGreaterThan(0);
    const entry = lib.data[0].id;
    expect((await call(viewer, team, `/api/prompt-library/${entry}/copy`, { method: "POST" })).status).toBe(403);
    expect((await call(outsider, team, `/api/prompt-library/${entry}/copy`, { method: "POST" })).status).toBe(404);
    const copied = await call(writer, team, `/api/prompt-library/${entry}/copy`, { method: "POST" });
    expect(copied.status).toBe(201);
    const { id } = (await copied.json()) as { id: string };
    expect((await call(owner, team, `/api/prompts/${id}`)).status).toBe(200);
    expect((await call(writer, null, `/api/prompts/${id}`)).status).toBe(404);
  });
});

describe("the current brand", () => {
  it("is kept per member per workspace, the owner's for members who chose none; only the workspace's brand can be chosen; a deleted one is never answered", async () => {
    const brand = (await (await call(admin, team, "/api/brands", { method: "POST", json: { brand_name: "Current" } })).json()) as { id: string };
    const foreign = (await (await call(outsider, otherTeam, "/api/brands", { method: "POST", json: { brand_name: "Foreign" } })).json()) as { id: string };
    expect(await (await call(viewer, team, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: null });
    expect((await call(viewer, team, "/api/workspaces/current/brand", { method: "PUT", json: { brand_id: foreign.id } })).status).toBe(404);
    expect((await call(viewer, team, "/api/workspaces/current/brand", { method: "PUT", json: { brand_id: brand.id } })).status).toBe(200);
    expect(await (await call(viewer, team, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: brand.id });
    // Another member, and the same member in their personal workspace, keep their own choice.
    expect(await (await call(writer, team, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: null });
    expect(await (await call(viewer, null, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: null });
    expect((await call(outsider, team, "/api/workspaces/current/brand")).status).toBe(404);
    // The owner's choice is the workspace's current brand for every member who has not chosen one of their own.
    const teamBrand = (await (await call(admin, team, "/api/brands", { method: "POST", json: { brand_name: "Team default" } })).json()) as { id: string };
    expect((await call(owner, team, "/api/workspaces/current/brand", { method: "PUT", json: { brand_id: teamBrand.id } })).status).toBe(200);
    expect(await (await call(writer, team, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: teamBrand.id });
    expect(await (await call(viewer, team, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: brand.id });
    expect(await (await call(viewer, null, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: null });
    // A deleted choice falls back to the owner's; none left answers null.
    expect((await call(admin, team, `/api/brands/${brand.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await (await call(viewer, team, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: teamBrand.id });
    expect((await call(admin, team, `/api/brands/${teamBrand.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await (await call(viewer, team, "/api/workspaces/current/brand")).json()).toEqual({ brand_id: null });
  });
});

describe("AI functions", () => {
  it("a viewer cannot generate; a brand of another workspace is 404", async () => {
    const body = { textContent: "A launch", promptText: "Write a post about the text provided.", contentType: "social_media" };
    expect((await call(viewer, team, "/api/functions/generate-text-post", { method: "POST", json: body })).status).toBe(403);
    const foreign = (await (await call(outsider, otherTeam, "/api/brands", { method: "POST", json: { brand_name: "Foreign" } })).json()) as { id: string };
    expect((await call(writer, team, "/api/functions/generate-text-post", { method: "POST", json: { ...body, brandId: foreign.id } })).status).toBe(404);
    expect((await call(outsider, team, "/api/functions/generate-text-post", { method: "POST", json: body })).status).toBe(404);
  });
});
