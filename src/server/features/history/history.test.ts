import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentHistory } from "@/server/db/schema";
import { LIMITS } from "@/shared/constants";
import type { HistoryItem, HistoryStats } from "@/shared/contracts/history";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Page = { data: HistoryItem[]; next_cursor: string | null };
const DAY = 24 * 60 * 60_000;

const token = async () => (await createUser(t)).access_token;

/** Saves an item; the clock moves a second first so every item has its own time. */
async function save(tok: string, body: Partial<Record<keyof HistoryItem, unknown>> = {}) {
  t.clock.advance(1000);
  const res = await t.request("/api/history", { method: "POST", token: tok, json: { content: "Post", content_type: "social_media", ...body } });
  return { status: res.status, body: (await res.json()) as HistoryItem & { error?: { message: string } } };
}

async function list(tok: string, query = "") {
  const res = await t.request(`/api/history${query}`, { token: tok });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

describe("POST /api/history", () => {
  it("saves content with its original and metadata for the caller", async () => {
    const session = await createUser(t);
    const metadata = { promptId: "p1", modelId: "builtin", hasAdditionalContext: false, imageCount: 0, operation: "edit" };
    const { status, body } = await save(session.access_token, { content: "Hello", content_type: "newsletter", original_content: "hi", metadata, user_id: "someone-else" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ content: "Hello", content_type: "newsletter", original_content: "hi", metadata, user_id: session.user.id });
    expect(body.created_at).toBe(t.clock.now().toISOString());
  });

  it("defaults original content to null and metadata to an empty object", async () => {
    const { body } = await save(await token(), { content: "x" });
    expect(body).toMatchObject({ original_content: null, metadata: {} });
  });

  it("refuses blank content, an unknown type, oversized content and non-object metadata", async () => {
    const tok = await token();
    expect((await save(tok, { content: "  " })).status).toBe(400);
    expect((await save(tok, { content_type: "blog" })).status).toBe(400);
    expect((await save(tok, { content: "x".repeat(LIMITS.contentChars + 1) })).status).toBe(400);
    expect((await save(tok, { metadata: ["a"] })).status).toBe(400);
    expect((await save(tok, { metadata: { big: "x".repeat(30_000) } })).status).toBe(400);
  });
});

describe("GET /api/history", () => {
  it("lists the caller's items newest first and pages with a cursor", async () => {
    const tok = await token();
    const other = await token();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.unshift((await save(tok, { content: `Item ${i}` })).body.id);
    await save(other, { content: "Someone else's" });
    const first = await list(tok, "?limit=3");
    expect(first.data.map((i) => i.id)).toEqual(ids.slice(0, 3));
    const second = await list(tok, `?limit=3&cursor=${first.next_cursor}`);
    expect(second.data.map((i) => i.id)).toEqual(ids.slice(3, 6));
    const third = await list(tok, `?limit=3&cursor=${second.next_cursor}`);
    expect(third.data.map((i) => i.id)).toEqual(ids.slice(6));
    expect(third.next_cursor).toBeNull();
  });

  it("searches content and original content case-insensitively, with % and _ literal", async () => {
    const tok = await token();
    await save(tok, { content: "Summer SALE starts today" });
    await save(tok, { content: "Rewritten", original_content: "notes about the summer sale" });
    await save(tok, { content: "Save 100% on shipping" });
    await save(tok, { content: "Save 1000 on shipping" });
    await save(tok, { content: "use my_handle" });
    await save(tok, { content: "use myXhandle" });
    const contents = async (q: string) => (await list(tok, `?q=${encodeURIComponent(q)}`)).data.map((i) => i.content);
    expect(await contents("summer sale")).toEqual(["Rewritten", "Summer SALE starts today"]);
    expect(await contents("100%")).toEqual(["Save 100% on shipping"]);
    expect(await contents("my_handle")).toEqual(["use my_handle"]);
    expect(await contents("\\")).toEqual([]);
  });

  it("filters by content type, combined with search", async () => {
    const tok = await token();
    await save(tok, { content: "launch tweet", content_type: "social_media" });
    await save(tok, { content: "launch article", content_type: "article" });
    await save(tok, { content: "other article", content_type: "article" });
    expect((await list(tok, "?type=article")).data.map((i) => i.content)).toEqual(["other article", "launch article"]);
    expect((await list(tok, "?type=article&q=launch")).data.map((i) => i.content)).toEqual(["launch article"]);
    expect((await t.request("/api/history?type=blog", { token: tok })).status).toBe(400);
  });
});

describe("GET /api/history/stats", () => {
  it("counts totals per type, distinct types used and every item of the last 7 days", async () => {
    const session = await createUser(t);
    const tok = session.access_token;
    const empty = (await (await t.request("/api/history/stats", { token: tok })).json()) as HistoryStats;
    expect(empty).toEqual({ total: 0, by_type: { social_media: 0, email_broadcast: 0, newsletter: 0, article: 0, general: 0 }, content_types: 0, recent: 0 });

    const eightDaysAgo = new Date(t.clock.now().getTime() - 8 * DAY).toISOString();
    const old = { userId: session.user.id, workspaceId: await personalWorkspaceOf(t, session.user.id), content: "Old", contentType: "article", createdAt: eightDaysAgo };
    await t.database.db.insert(contentHistory).values([old, old]);
    await save(tok, { content_type: "newsletter" });
    await save(tok, { content_type: "social_media" });
    let stats = (await (await t.request("/api/history/stats", { token: tok })).json()) as HistoryStats;
    expect(stats).toEqual({ total: 4, by_type: { social_media: 1, email_broadcast: 0, newsletter: 1, article: 2, general: 0 }, content_types: 3, recent: 2 });

    for (let i = 0; i < 6; i++) await save(tok, { content_type: "general" });
    stats = (await (await t.request("/api/history/stats", { token: tok })).json()) as HistoryStats;
    expect(stats).toMatchObject({ total: 10, content_types: 4, recent: 8 });
  });
});

describe("GET, PATCH and DELETE /api/history/:id", () => {
  it("reads, updates and deletes one item", async () => {
    const tok = await token();
    const { body: item } = await save(tok, { content: "Draft", original_content: "notes", metadata: { a: 1 } });
    expect(await (await t.request(`/api/history/${item.id}`, { token: tok })).json()).toEqual(item);
    const patched = await t.request(`/api/history/${item.id}`, { method: "PATCH", token: tok, json: { content: "Final", metadata: { a: 2 } } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({ ...item, content: "Final", metadata: { a: 2 } });
    expect((await t.request(`/api/history/${item.id}`, { method: "PATCH", token: tok, json: { content: " " } })).status).toBe(400);
    expect((await t.request(`/api/history/${item.id}`, { method: "DELETE", token: tok })).status).toBe(204);
    expect((await t.request(`/api/history/${item.id}`, { token: tok })).status).toBe(404);
  });

  it("answers 404 when another user reads, updates or deletes the item, and leaves it untouched", async () => {
    const owner = await token();
    const intruder = await token();
    const { body: item } = await save(owner, { content: "Private" });
    expect((await t.request(`/api/history/${item.id}`, { token: intruder })).status).toBe(404);
    expect((await t.request(`/api/history/${item.id}`, { method: "PATCH", token: intruder, json: { content: "Hacked" } })).status).toBe(404);
    expect((await t.request(`/api/history/${item.id}`, { method: "DELETE", token: intruder })).status).toBe(404);
    expect(await (await t.request(`/api/history/${item.id}`, { token: owner })).json()).toEqual(item);
  });
});

describe("DELETE /api/history (bulk)", () => {
  it("deletes only the caller's rows among the ids and answers how many", async () => {
    const owner = await token();
    const other = await token();
    const mine = await Promise.all([save(owner), save(owner), save(owner)]);
    const theirs = await save(other, { content: "Theirs" });
    const res = await t.request("/api/history", {
      method: "DELETE",
      token: owner,
      json: { ids: [mine[0].body.id, mine[1].body.id, mine[1].body.id, theirs.body.id] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect((await list(owner)).data.map((i) => i.id)).toEqual([mine[2].body.id]);
    expect((await t.request(`/api/history/${theirs.body.id}`, { token: other })).status).toBe(200);
  });

  it("refuses an empty list, more than 500 ids and ids that are not uuids", async () => {
    const tok = await token();
    const del = (ids: unknown) => t.request("/api/history", { method: "DELETE", token: tok, json: { ids } });
    expect((await del([])).status).toBe(400);
    expect((await del(Array.from({ length: 501 }, () => crypto.randomUUID()))).status).toBe(400);
    expect((await del(["nope"])).status).toBe(400);
    const ok = await del(Array.from({ length: 500 }, () => crypto.randomUUID()));
    expect(await ok.json()).toEqual({ deleted: 0 });
  });
});
