import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promptLibrary } from "@/server/db/schema";
import { PROMPT_LIBRARY } from "@/server/db/seed/prompt-library";
import type { LibraryPrompt } from "@/shared/contracts/prompt-library";
import type { Prompt } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const token = async () => (await createUser(t)).access_token;

async function library(tok: string, query = "") {
  const res = await t.request(`/api/prompt-library${query}`, { token: tok });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: LibraryPrompt[]; next_cursor: string | null };
}

describe("GET /api/prompt-library", () => {
  it("answers every curated prompt ordered by type then name, in one response", async () => {
    const { data, next_cursor } = await library(await token());
    expect(data).toHaveLength(PROMPT_LIBRARY.length);
    expect(next_cursor).toBeNull();
    const keys = data.map((p) => `${p.type}\u0000${p.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(data[0]).toMatchObject({ user_id: null, is_active: true });
    expect(Object.keys(data[0]).sort()).toEqual(["created_at", "description", "id", "is_active", "name", "prompt_text", "type", "updated_at", "user_id"]);
  });

  it("filters by type and searches name and description", async () => {
    const tok = await token();
    const images = (await library(tok, "?type=image")).data;
    expect(images.length).toBe(PROMPT_LIBRARY.filter((p) => p.type === "image").length);
    expect(images.every((p) => p.type === "image")).toBe(true);
    const hits = (await library(tok, "?q=linkedin")).data;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((p) => /linkedin/i.test(`${p.name} ${p.description}`))).toBe(true);
    expect((await library(tok, "?q=%25%25%25")).data).toEqual([]);
  });

  it("leaves out rows that are not curated", async () => {
    const session = await createUser(t);
    await t.database.db.insert(promptLibrary).values({ userId: session.user.id, name: "Private row", type: "blog", promptText: "x" });
    const { data } = await library(session.access_token, "?q=Private%20row");
    expect(data).toEqual([]);
  });

  it("needs a session and a valid type", async () => {
    expect((await t.request("/api/prompt-library")).status).toBe(401);
    expect((await t.request("/api/prompt-library?type=video", { token: await token() })).status).toBe(400);
  });

  it("answers one library prompt by id", async () => {
    const tok = await token();
    const [first] = (await library(tok)).data;
    expect(await (await t.request(`/api/prompt-library/${first.id}`, { token: tok })).json()).toEqual(first);
    expect((await t.request("/api/prompt-library/00000000-0000-4000-8000-000000000000", { token: tok })).status).toBe(404);
  });
});

describe("POST /api/prompt-library/:id/copy", () => {
  it("creates an active prompt for the caller with the library prompt's fields", async () => {
    const session = await createUser(t);
    const tok = session.access_token;
    const source = (await library(tok, "?type=blog")).data[0];
    const res = await t.request(`/api/prompt-library/${source.id}/copy`, { method: "POST", token: tok });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Prompt;
    expect(created).toMatchObject({ user_id: session.user.id, name: source.name, description: source.description, type: "blog", prompt_text: source.prompt_text, is_active: true });
    const mine = (await (await t.request("/api/prompts?type=blog", { token: tok })).json()) as { data: Prompt[] };
    expect(mine.data.map((p) => p.id)).toContain(created.id);
  });

  it("refuses a name the caller already has, case-insensitively, with 409 and the spec's message", async () => {
    const tok = await token();
    const source = (await library(tok, "?type=email")).data[0];
    await t.request("/api/prompts", { method: "POST", token: tok, json: { name: source.name.toUpperCase(), prompt_text: "mine" } });
    const res = await t.request(`/api/prompt-library/${source.id}/copy`, { method: "POST", token: tok });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "duplicate_name", message: messages.library.duplicate });
  });

  it("adds a prompt once even when asked twice at the same time", async () => {
    const tok = await token();
    const source = (await library(tok, "?type=newsletter")).data[0];
    const statuses = await Promise.all([1, 2].map(() => t.request(`/api/prompt-library/${source.id}/copy`, { method: "POST", token: tok }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it("lets another user copy the same prompt", async () => {
    const a = await token();
    const b = await token();
    const source = (await library(a, "?type=article")).data[0];
    expect((await t.request(`/api/prompt-library/${source.id}/copy`, { method: "POST", token: a })).status).toBe(201);
    expect((await t.request(`/api/prompt-library/${source.id}/copy`, { method: "POST", token: b })).status).toBe(201);
  });

  it("answers 404 for an unknown library id and 401 without a session", async () => {
    const tok = await token();
    expect((await t.request("/api/prompt-library/00000000-0000-4000-8000-000000000000/copy", { method: "POST", token: tok })).status).toBe(404);
    const [first] = (await library(tok)).data;
    expect((await t.request(`/api/prompt-library/${first.id}/copy`, { method: "POST" })).status).toBe(401);
  });
});
