import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "@/shared/constants";
import type { Prompt, PromptStats } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Page = { data: Prompt[]; next_cursor: string | null };

async function newUser() {
  const session = await createUser(t);
  return session.access_token;
}

async function create(token: string, body: Record<string, unknown>) {
  const res = await t.request("/api/prompts", { method: "POST", json: body, token });
  return { status: res.status, body: (await res.json()) as Prompt & { error?: { code: string; message: string } } };
}

async function list(token: string, query = "") {
  const res = await t.request(`/api/prompts${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

describe("POST /api/prompts", () => {
  it("creates a prompt with trimmed fields, active by default, owned by the caller", async () => {
    const session = await createUser(t);
    const { status, body } = await create(session.access_token, {
      name: "  Launch post ",
      description: "For launches",
      prompt_text: "Write a launch post",
      type: "social_media",
      user_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: "Launch post", description: "For launches", prompt_text: "Write a launch post", type: "social_media", is_active: true, user_id: session.user.id });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.created_at)).not.toBeNaN();
  });

  it("treats a blank description as none and defaults the type to general", async () => {
    const { body } = await create(await newUser(), { name: "N", prompt_text: "P", description: "   " });
    expect(body).toMatchObject({ description: null, type: "general" });
  });

  it.each([
    [{ prompt_text: "text" }, messages.prompts.nameRequired],
    [{ name: "   ", prompt_text: "text" }, messages.prompts.nameRequired],
    [{ name: "Name" }, messages.prompts.promptTextRequired],
    [{ name: "Name", prompt_text: " \n " }, messages.prompts.promptTextRequired],
  ])("refuses %j with 400 and the spec's message", async (body, message) => {
    const res = await create(await newUser(), body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "validation_error" });
    expect(res.body.error?.message).toContain(message);
  });

  it("refuses an unknown type and oversized fields", async () => {
    const token = await newUser();
    expect((await create(token, { name: "N", prompt_text: "P", type: "video" })).status).toBe(400);
    expect((await create(token, { name: "x".repeat(LIMITS.nameChars + 1), prompt_text: "P" })).status).toBe(400);
    expect((await create(token, { name: "N", prompt_text: "x".repeat(LIMITS.promptTextChars + 1) })).status).toBe(400);
    expect((await create(token, { name: "N", prompt_text: "P", description: "x".repeat(LIMITS.descriptionChars + 1) })).status).toBe(400);
  });

  it("needs a session", async () => {
    const res = await t.request("/api/prompts", { method: "POST", json: { name: "N", prompt_text: "P" } });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/prompts", () => {
  it("lists only the caller's prompts, newest first, with the starter prompts of a new account", async () => {
    const token = await newUser();
    const other = await newUser();
    const starters = (await list(token)).data.length;
    const a = await create(token, { name: "First", prompt_text: "one" });
    const b = await create(token, { name: "Second", prompt_text: "two" });
    await create(other, { name: "Not mine", prompt_text: "x" });
    const { data, next_cursor } = await list(token);
    expect(data).toHaveLength(starters + 2);
    expect(data.slice(0, 2).map((p) => p.id)).toEqual([b.body.id, a.body.id]);
    expect(data.some((p) => p.name === "Not mine")).toBe(false);
    expect(next_cursor).toBeNull();
  });

  it("pages with a cursor without repeating or skipping rows", async () => {
    const token = await newUser();
    for (let i = 0; i < 5; i++) await create(token, { name: `P${i}`, prompt_text: "x" });
    const all = (await list(token, "?limit=200")).data.map((p) => p.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(token, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.data.map((p) => p.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it("filters by type, and type=email_broadcast also matches email", async () => {
    const token = await newUser();
    await create(token, { name: "Mail", prompt_text: "x", type: "email" });
    await create(token, { name: "Broadcast", prompt_text: "x", type: "email_broadcast" });
    await create(token, { name: "Blog", prompt_text: "x", type: "blog" });
    const broadcast = (await list(token, "?type=email_broadcast")).data;
    expect(new Set(broadcast.map((p) => p.type))).toEqual(new Set(["email", "email_broadcast"]));
    expect(broadcast.map((p) => p.name)).toEqual(expect.arrayContaining(["Mail", "Broadcast"]));
    const email = (await list(token, "?type=email")).data;
    expect(email.every((p) => p.type === "email")).toBe(true);
    expect(email.some((p) => p.name === "Broadcast")).toBe(false);
    expect((await list(token, "?type=blog")).data.map((p) => p.name)).toEqual(["Blog"]);
    // The article page offers blog prompts (the library's Blog prompts are articles).
    await create(token, { name: "Article", prompt_text: "x", type: "article" });
    const article = (await list(token, "?type=article")).data;
    expect(article.map((p) => p.name)).toEqual(expect.arrayContaining(["Article", "Blog"]));
    expect(new Set(article.map((p) => p.type))).toEqual(new Set(["article", "blog"]));
  });

  it("filters by active flag, as the content pages ask (type=social_media&active=true)", async () => {
    const token = await newUser();
    const on = await create(token, { name: "On", prompt_text: "x", type: "social_media" });
    const off = await create(token, { name: "Off", prompt_text: "x", type: "social_media", is_active: false });
    const active = (await list(token, "?type=social_media&active=true")).data.map((p) => p.id);
    expect(active).toContain(on.body.id);
    expect(active).not.toContain(off.body.id);
    expect((await list(token, "?active=false")).data.map((p) => p.id)).toEqual([off.body.id]);
  });

  it("searches name, description and text, with % and _ taken literally", async () => {
    const token = await newUser();
    await create(token, { name: "Discount 50% off", prompt_text: "x" });
    await create(token, { name: "Discount 500 off", prompt_text: "x" });
    await create(token, { name: "snake_case", prompt_text: "x" });
    await create(token, { name: "snakeXcase", prompt_text: "x" });
    await create(token, { name: "Plain", description: "About WEBINARS", prompt_text: "y" });
    const names = async (q: string) => (await list(token, `?q=${encodeURIComponent(q)}`)).data.map((p) => p.name);
    expect(await names("50%")).toEqual(["Discount 50% off"]);
    expect(await names("snake_case")).toEqual(["snake_case"]);
    expect(await names("webinars")).toEqual(["Plain"]);
    expect(await names("%")).toEqual(["Discount 50% off"]);
  });

  it("refuses bad query values", async () => {
    const token = await newUser();
    for (const q of ["?type=video", "?active=yes", "?limit=0", "?limit=1000", "?cursor=bogus"]) {
      const res = await t.request(`/api/prompts${q}`, { token });
      expect(res.status, q).toBe(400);
    }
  });
});

describe("GET /api/prompts/stats", () => {
  it("counts total, active and custom (total minus active)", async () => {
    const token = await newUser();
    const before = (await (await t.request("/api/prompts/stats", { token })).json()) as PromptStats;
    await create(token, { name: "A", prompt_text: "x" });
    await create(token, { name: "B", prompt_text: "x", is_active: false });
    await create(token, { name: "C", prompt_text: "x", is_active: false });
    const res = await t.request("/api/prompts/stats", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ total: before.total + 3, active: before.active + 1, custom: before.custom + 2 });
  });
});

describe("GET, PATCH and DELETE /api/prompts/:id", () => {
  it("reads, updates (including the active toggle) and deletes a prompt", async () => {
    const token = await newUser();
    const { body: p } = await create(token, { name: "Old", description: "d", prompt_text: "x", type: "blog" });
    expect(await (await t.request(`/api/prompts/${p.id}`, { token })).json()).toEqual(p);

    const patched = await t.request(`/api/prompts/${p.id}`, { method: "PATCH", token, json: { name: " New ", prompt_text: "y", type: "article" } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({ ...p, name: "New", prompt_text: "y", type: "article" });

    const toggled = await t.request(`/api/prompts/${p.id}`, { method: "PATCH", token, json: { is_active: false } });
    expect(await toggled.json()).toMatchObject({ is_active: false, name: "New", description: "d" });

    const cleared = await t.request(`/api/prompts/${p.id}`, { method: "PATCH", token, json: { description: "" } });
    expect(await cleared.json()).toMatchObject({ description: null });

    const deleted = await t.request(`/api/prompts/${p.id}`, { method: "DELETE", token });
    expect(deleted.status).toBe(204);
    expect((await t.request(`/api/prompts/${p.id}`, { token })).status).toBe(404);
    expect((await t.request(`/api/prompts/${p.id}`, { method: "DELETE", token })).status).toBe(404);
  });

  it("refuses a blank name or text on update", async () => {
    const token = await newUser();
    const { body: p } = await create(token, { name: "N", prompt_text: "x" });
    const blankName = await t.request(`/api/prompts/${p.id}`, { method: "PATCH", token, json: { name: "  " } });
    expect(blankName.status).toBe(400);
    expect((await blankName.json()).error.message).toContain(messages.prompts.nameRequired);
    const blankText = await t.request(`/api/prompts/${p.id}`, { method: "PATCH", token, json: { prompt_text: "" } });
    expect((await blankText.json()).error.message).toContain(messages.prompts.promptTextRequired);
  });

  it("answers 400 for an id that is not a uuid and 404 for an unknown one", async () => {
    const token = await newUser();
    expect((await t.request("/api/prompts/not-a-uuid", { token })).status).toBe(400);
    expect((await t.request("/api/prompts/00000000-0000-4000-8000-000000000000", { token })).status).toBe(404);
  });

  it("answers 404 when another user reads, updates or deletes the prompt, and leaves it untouched", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const { body: p } = await create(owner, { name: "Mine", prompt_text: "secret" });
    expect((await t.request(`/api/prompts/${p.id}`, { token: intruder })).status).toBe(404);
    expect((await t.request(`/api/prompts/${p.id}`, { method: "PATCH", token: intruder, json: { name: "Hacked", is_active: false } })).status).toBe(404);
    expect((await t.request(`/api/prompts/${p.id}`, { method: "DELETE", token: intruder })).status).toBe(404);
    expect(await (await t.request(`/api/prompts/${p.id}`, { token: owner })).json()).toEqual(p);
  });
});
