/**
 * Issue 25 points 5 and 6 through the API: sign-up modes, the users page's actions, workspace AI budgets (warning
 * and refusal), the workspace export zip, and deleting an account (its rows and files go, a team's rows stay).
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BlobReader, TextWriter, Uint8ArrayWriter, ZipReader } from "@zip.js/zip.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "@/server/auth/tokens";
import { createLocalDiskStorage } from "@/server/storage/local-disk";
import { newObjectKey } from "@/server/storage/storage";
import type { SessionDto } from "@/shared/contracts/auth";
import type { AdminUsersList, BudgetStatusDto } from "@/shared/contracts/instance-admin";
import { messages } from "@/shared/messages";
import { pngImage } from "../../../../tests/helpers/files";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser, lastMailedToken, uniqueEmail } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace, personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

const PASSWORD = "plum-orbit-lantern-7";
let t: TestApp;
let admin: SessionDto;

const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.executeSql(text, params)).rows as T[];

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "cs-admin-"));
  t = await createTestApp({ services: { storage: createLocalDiskStorage(root) } });
  admin = await createUser(t);
  expect(admin.user.role).toBe("admin");
});
afterAll(async () => {
  await t.close();
});

const setMode = (mode: string) => t.request("/api/admin/settings", { method: "PUT", token: admin.access_token, json: { signup_mode: mode } });
const signUp = (json: Record<string, unknown>) => t.request("/api/auth/signup", { method: "POST", json: { password: PASSWORD, ...json } });

describe("sign-up modes", () => {
  afterAll(async () => {
    await setMode("open");
  });

  it("closed refuses sign-up with a clear message, and the settings tell the sign-up page", async () => {
    expect((await setMode("closed")).status).toBe(200);
    const settings = (await (await t.request("/api/auth/settings")).json()) as { signup_mode: string };
    expect(settings.signup_mode).toBe("closed");
    const res = await signUp({ email: uniqueEmail() });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.instanceAdmin.signupClosed);
  });

  it("invite-only lets a sign-up through only with a live invitation token for its address", async () => {
    await setMode("invite_only");
    const ws = await createTeamWorkspace(t, admin.user.id, [], "Invite Team");
    const email = uniqueEmail("invited");
    const token = "invite-token-for-test-0123456789";
    await sql("insert into workspace_invitations (workspace_id, email, role, token_hash, expires_at) values ($1, $2, 'writer', $3, now() + interval '7 days')", [
      ws,
      email,
      hashToken(token),
    ]);
    expect((await signUp({ email })).status).toBe(403);
    expect((await signUp({ email, invitation_token: "wrong-token" })).status).toBe(403);
    const other = await signUp({ email: uniqueEmail(), invitation_token: token });
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe("invitation_other_email");
    expect((await signUp({ email, invitation_token: token })).status).toBe(200);
    await sql("update workspace_invitations set revoked_at = now() where token_hash = $1", [hashToken(token)]);
    expect((await signUp({ email: uniqueEmail(), invitation_token: token })).status).toBe(403);
  });

  it("only admins change the mode", async () => {
    await setMode("open");
    const user = await createUser(t);
    expect((await t.request("/api/admin/settings", { method: "PUT", token: user.access_token, json: { signup_mode: "closed" } })).status).toBe(403);
    expect((await t.request("/api/admin/users", { token: user.access_token })).status).toBe(403);
  });
});

describe("the users page", () => {
  it("searches, disables (sessions end, sign-in refused) and enables", async () => {
    const email = uniqueEmail("disable-me");
    const user = await createUser(t, email);
    const list = (await (await t.request(`/api/admin/users?q=${encodeURIComponent("disable-me")}`, { token: admin.access_token })).json()) as AdminUsersList;
    expect(list.users.map((u) => u.email)).toEqual([email]);
    expect((await t.request("/api/auth/user", { token: user.access_token })).status).toBe(200);
    expect((await t.request(`/api/admin/users/${user.user.id}/disable`, { method: "POST", token: admin.access_token })).status).toBe(200);
    expect((await t.request("/api/auth/user", { token: user.access_token })).status).toBe(401);
    const signIn = await t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as { error: { message: string } }).error.message).toBe(messages.instanceAdmin.accountDisabled);
    expect((await t.request("/api/auth/token?grant_type=refresh_token", { method: "POST", json: { refresh_token: user.refresh_token } })).status).toBe(401);
    expect((await t.request(`/api/admin/users/${user.user.id}/enable`, { method: "POST", token: admin.access_token })).status).toBe(200);
    expect((await t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it("makes and removes admins, never the last one", async () => {
    const user = await createUser(t);
    const make = await t.request(`/api/admin/users/${user.user.id}/role`, { method: "PUT", token: admin.access_token, json: { role: "admin" } });
    expect(((await make.json()) as { role: string }).role).toBe("admin");
    const back = await t.request(`/api/admin/users/${user.user.id}/role`, { method: "PUT", token: admin.access_token, json: { role: "user" } });
    expect(((await back.json()) as { role: string }).role).toBe("user");
    // The only admin cannot be demoted (by themselves: not through this page).
    expect((await t.request(`/api/admin/users/${admin.user.id}/role`, { method: "PUT", token: admin.access_token, json: { role: "user" } })).status).toBe(409);
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from users where role = 'admin'");
    expect(n).toBe(1);
  });

  it("resends the confirmation of an unconfirmed user, and deletes a user", async () => {
    const email = uniqueEmail("pending");
    await signUp({ email });
    const [{ id }] = await sql<{ id: string }>("select id from users where email = $1", [email]);
    const first = await lastMailedToken(t, email, "confirm");
    expect((await t.request(`/api/admin/users/${id}/resend-confirmation`, { method: "POST", token: admin.access_token })).status).toBe(200);
    const second = await lastMailedToken(t, email, "confirm");
    expect(second).not.toBe(first);
    expect((await t.request("/api/auth/verify", { method: "POST", json: { type: "signup", token: second, password: PASSWORD } })).status).toBe(200);
    expect((await t.request(`/api/admin/users/${id}/resend-confirmation`, { method: "POST", token: admin.access_token })).status).toBe(422);
    expect((await t.request(`/api/admin/users/${id}`, { method: "DELETE", token: admin.access_token })).status).toBe(204);
    expect(await sql("select 1 from users where id = $1", [id])).toEqual([]);
  });
});

describe("workspace AI budgets", () => {
  it("warns at 80% and refuses at 100%, naming the budget and its admins, for every generation in the workspace", async () => {
    const user = await createUser(t);
    const ws = await personalWorkspaceOf(t, user.user.id);
    const put = await t.request("/api/budget", { method: "PUT", token: user.access_token, json: { unit: "tokens", monthly_limit: 1000 } });
    expect(put.status).toBe(200);
    const usage = (tokens: number) =>
      sql("insert into ai_usage (user_id, workspace_id, model, provider, operation, tokens_in, tokens_out, latency_ms, outcome) values ($1, $2, 'm', 'builtin', 'x', $3, 0, 1, 'ok')", [
        user.user.id,
        ws,
        tokens,
      ]);
    await usage(850);
    const warned = (await (await t.request("/api/budget", { token: user.access_token })).json()) as BudgetStatusDto;
    expect(warned.state).toBe("warning");
    expect(warned.percent).toBe(85);
    const generate = () => t.request("/api/functions/generate-text-post", { method: "POST", token: user.access_token, json: { textContent: "Our new bakery opens on Monday with fresh bread.", promptText: "Write a post", contentType: "social_media" } });
    expect((await generate()).status).toBe(200);
    await t.deps.services.ai!.drain();
    await usage(200);
    const refused = await generate();
    expect(refused.status).toBe(402);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("ai_budget_exceeded");
    expect(body.error.message).toContain("1,000 tokens");
    expect(body.error.message).toContain("admin");
    // Removing the budget lets generation through again.
    await t.request("/api/budget", { method: "DELETE", token: user.access_token });
    expect((await generate()).status).toBe(200);
  });

  it("a writer reads the budget but only the workspace's admins set it", async () => {
    const owner = await createUser(t);
    const writer = await createUser(t);
    const ws = await createTeamWorkspace(t, owner.user.id, [{ userId: writer.user.id, role: "writer" }]);
    expect((await t.request("/api/budget", { token: writer.access_token, headers: inWorkspace(ws) })).status).toBe(200);
    expect((await t.request("/api/budget", { method: "PUT", token: writer.access_token, headers: inWorkspace(ws), json: { unit: "usd", monthly_limit: 5 } })).status).toBe(403);
    expect((await t.request("/api/budget", { method: "PUT", token: owner.access_token, headers: inWorkspace(ws), json: { unit: "usd", monthly_limit: 5 } })).status).toBe(200);
  });
});

async function seedWorkspace(user: SessionDto, ws: string, label: string) {
  const key = newObjectKey(user.user.id, "png");
  await t.deps.services.storage!.put("social_images", key, await pngImage(8, 8), { contentType: "image/png" });
  await sql("insert into user_images (user_id, workspace_id, image_url, prompt) values ($1, $2, $3, $4)", [user.user.id, ws, key, `${label} image`]);
  await sql("insert into content_history (user_id, workspace_id, content, content_type) values ($1, $2, $3, 'social_media')", [user.user.id, ws, `${label} history, with "quotes"`]);
  await sql("insert into notes (user_id, workspace_id, title, content) values ($1, $2, $3, 'body')", [user.user.id, ws, `${label} note`]);
  return key;
}

describe("export", () => {
  it("is one zip with every row as JSON and CSV and every file", async () => {
    const user = await createUser(t);
    const ws = await personalWorkspaceOf(t, user.user.id);
    const key = await seedWorkspace(user, ws, "export");
    const res = await t.request("/api/export", { token: user.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = new ZipReader(new BlobReader(await res.blob()));
    const entries = await zip.getEntries();
    const text = async (name: string) => {
      const entry = entries.find((e) => e.filename === name);
      if (!entry || entry.directory) throw new Error(`${name} missing`);
      return entry.getData(new TextWriter());
    };
    const history = JSON.parse(await text("data/content_history.json")) as { content: string }[];
    expect(history.map((h) => h.content)).toEqual(['export history, with "quotes"']);
    expect(await text("data/content_history.csv")).toContain('"export history, with ""quotes"""');
    expect((JSON.parse(await text("data/notes.json")) as { title: string }[]).map((n) => n.title)).toEqual(["export note"]);
    const prompts = JSON.parse(await text("data/prompts.json")) as unknown[];
    expect(prompts.length).toBeGreaterThan(0); // the starter prompts
    const image = entries.find((e) => e.filename === `files/social_images/${key}`);
    expect(image && !image.directory && (await image.getData(new Uint8ArrayWriter())).length).toBeGreaterThan(0);
    const manifest = JSON.parse(await text("manifest.json")) as { tables: Record<string, number>; files: string[] };
    expect(manifest.files).toEqual([`files/social_images/${key}`]);
    expect(Object.keys(manifest.tables)).not.toContain("workspace_invitations");
    await zip.close();
  });

  it("is refused outside one's workspaces", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    expect((await t.request("/api/export", { token: other.access_token, headers: inWorkspace(await personalWorkspaceOf(t, user.user.id)) })).status).toBe(404);
  });
});

describe("deleting my account", () => {
  it("needs the password and the typed word, and is refused while the user owns a team workspace", async () => {
    const user = await createUser(t);
    const team = await createTeamWorkspace(t, user.user.id, [], "Owned Team");
    const del = (json: unknown) => t.request("/api/account", { method: "DELETE", token: user.access_token, json });
    expect((await del({ password: PASSWORD, confirmation: "delete" })).status).toBe(400);
    expect((await del({ password: "wrong-password-1", confirmation: "DELETE" })).status).toBe(400);
    const refused = await del({ password: PASSWORD, confirmation: "DELETE" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('"Owned Team"');
    await sql("delete from workspaces where id = $1", [team]);
    expect((await del({ password: PASSWORD, confirmation: "DELETE" })).status).toBe(204);
  });

  it("leaves none of its rows or files while the team's rows it wrote stay", async () => {
    const owner = await createUser(t);
    const user = await createUser(t);
    const team = await createTeamWorkspace(t, owner.user.id, [{ userId: user.user.id, role: "writer" }], "Stays");
    const personal = await personalWorkspaceOf(t, user.user.id);
    const personalKey = await seedWorkspace(user, personal, "mine");
    const teamKey = await seedWorkspace(user, team, "team");
    const res = await t.request("/api/account", { method: "DELETE", token: user.access_token, json: { password: PASSWORD, confirmation: "DELETE" } });
    expect(res.status).toBe(204);
    expect((await t.request("/api/auth/user", { token: user.access_token })).status).toBe(401);
    // No row of the user or of their personal workspace, in any table that has either column.
    const tables = await sql<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name in ('user_id', 'workspace_id', 'personal_owner_id')",
    );
    for (const { table_name, column_name } of tables) {
      const value = column_name === "workspace_id" ? personal : user.user.id;
      const rows = await sql(`select 1 from "${table_name}" where "${column_name}" = $1`, [value]);
      expect(rows, `${table_name}.${column_name}`).toEqual([]);
    }
    expect(await sql("select 1 from users where id = $1", [user.user.id])).toEqual([]);
    expect(await t.deps.services.storage!.exists("social_images", personalKey)).toBe(false);
    // The team keeps what the user wrote there, without an author, and its file.
    const kept = await sql<{ user_id: string | null }>("select user_id from content_history where workspace_id = $1", [team]);
    expect(kept).toEqual([{ user_id: null }]);
    expect(await sql("select 1 from notes where workspace_id = $1", [team])).toHaveLength(1);
    expect(await t.deps.services.storage!.exists("social_images", teamKey)).toBe(true);
  });
});

describe("deleting a team workspace", () => {
  it("deletes its rows and its files in storage, and no other workspace's", async () => {
    const owner = await createUser(t);
    const team = await createTeamWorkspace(t, owner.user.id, [], "Going");
    const teamKey = await seedWorkspace(owner, team, "going");
    const personalKey = await seedWorkspace(owner, await personalWorkspaceOf(t, owner.user.id), "kept");
    const uploadKey = newObjectKey(owner.user.id, "png");
    await t.deps.services.storage!.put("image-storage", uploadKey, await pngImage(8, 8), { contentType: "image/png" });
    await sql("insert into post_images (user_id, workspace_id, image_path, image_url) values ($1, $2, $3, $4)", [owner.user.id, team, uploadKey, `/api/images/${uploadKey}`]);
    const res = await t.request(`/api/workspaces/${team}`, { method: "DELETE", token: owner.access_token });
    expect(res.status).toBe(204);
    expect(await sql("select 1 from user_images where workspace_id = $1", [team])).toEqual([]);
    expect(await t.deps.services.storage!.exists("social_images", teamKey)).toBe(false);
    expect(await t.deps.services.storage!.exists("image-storage", uploadKey)).toBe(false);
    expect(await t.deps.services.storage!.exists("social_images", personalKey)).toBe(true);
  });
});
