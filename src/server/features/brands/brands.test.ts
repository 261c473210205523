import { beforeAll, describe, expect, it } from "vitest";
import type { Brand } from "@/shared/contracts/brands";
import { messages } from "@/shared/messages";
import { oddBodiesNeverFail, twoUserSuite } from "../../../../tests/helpers/resource-suite";
import type { TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

const suite = twoUserSuite();
let t: TestApp, alice: string, bob: string;
beforeAll(() => void ({ t, alice, bob } = { t: suite.t, alice: suite.alice.access_token, bob: suite.bob.access_token }));

const create = async (token: string, json: Record<string, unknown>) => {
  const res = await t.request("/api/brands", { method: "POST", token, json });
  return { status: res.status, body: (await res.json()) as Brand & { error?: { message: string; code: string } } };
};

describe("creating brands", () => {
  it("stores every spec field and answers the brand", async () => {
    const { status, body } = await create(alice, {
      brand_name: "Acme",
      mission: "Make things",
      vision: "Everywhere",
      target_audience: "Makers",
      brand_voice: "Friendly",
      key_messaging: "Quality first",
      spelling_preference: "british",
      no_dashes: true,
      no_semicolons: true,
      no_emojis: true,
      key_topics: "tools, craft",
      content_guidelines: "Short sentences",
      additional_notes: "None",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      brand_name: "Acme",
      mission: "Make things",
      vision: "Everywhere",
      target_audience: "Makers",
      brand_voice: "Friendly",
      key_messaging: "Quality first",
      spelling_preference: "british",
      no_dashes: true,
      no_semicolons: true,
      no_emojis: true,
      key_topics: "tools, craft",
      content_guidelines: "Short sentences",
      additional_notes: "None",
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.created_at)).not.toBeNaN();
  });

  it("defaults the optional fields: rules off, no spelling preference, blanks stored as null", async () => {
    const { status, body } = await create(alice, { brand_name: "Plain", mission: "  ", spelling_preference: "none" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ mission: null, vision: null, spelling_preference: null, no_dashes: false, no_semicolons: false, no_emojis: false, key_topics: null });
  });

  it("requires a brand name with the spec's message", async () => {
    for (const json of [{}, { brand_name: "" }, { brand_name: "   " }]) {
      const { status, body } = await create(alice, json);
      expect(status).toBe(400);
      expect(body.error?.message).toContain(messages.brands.nameRequired);
    }
  });

  it("refuses an unknown spelling preference and wrong types", async () => {
    expect((await create(alice, { brand_name: "X", spelling_preference: "klingon" })).status).toBe(400);
    expect((await create(alice, { brand_name: "X", no_emojis: "yes" })).status).toBe(400);
    expect((await create(alice, { brand_name: "x".repeat(201) })).status).toBe(400);
  });

  it("ignores a user id in the body", async () => {
    const me = await (await t.request("/api/auth/user", { token: bob })).json();
    const { body } = await create(alice, { brand_name: "Sneaky", user_id: me.id });
    expect(body.user_id).not.toBe(me.id);
    const bobs = await (await t.request("/api/brands", { token: bob })).json();
    expect(bobs.data.map((b: Brand) => b.brand_name)).not.toContain("Sneaky");
  });

  it("needs a session", async () => {
    expect((await t.request("/api/brands", { method: "POST", json: { brand_name: "A" } })).status).toBe(401);
    expect((await t.request("/api/brands")).status).toBe(401);
  });
});

describe("listing brands", () => {
  it("answers the caller's brands newest first, page by page", async () => {
    const token = (await createUser(t)).access_token;
    for (const name of ["First", "Second", "Third"]) {
      await create(token, { brand_name: name });
      t.clock.advance(1000);
    }
    const page1 = await (await t.request("/api/brands?limit=2", { token })).json();
    expect(page1.data.map((b: Brand) => b.brand_name)).toEqual(["Third", "Second"]);
    expect(page1.next_cursor).toEqual(expect.any(String));
    const page2 = await (await t.request(`/api/brands?limit=2&cursor=${page1.next_cursor}`, { token })).json();
    expect(page2.data.map((b: Brand) => b.brand_name)).toEqual(["First"]);
    expect(page2.next_cursor).toBeNull();
  });

  it("refuses a forged cursor", async () => {
    expect((await t.request("/api/brands?cursor=bm9wZQ", { token: alice })).status).toBe(400);
  });
});

describe("one brand", () => {
  it("reads, updates some fields and deletes", async () => {
    const { body: brand } = await create(alice, { brand_name: "Before", mission: "Keep me", no_dashes: true });
    const got = await t.request(`/api/brands/${brand.id}`, { token: alice });
    expect(await got.json()).toMatchObject({ id: brand.id, brand_name: "Before" });

    const patched = await t.request(`/api/brands/${brand.id}`, { method: "PATCH", token: alice, json: { brand_name: "After", spelling_preference: "american" } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ brand_name: "After", mission: "Keep me", no_dashes: true, spelling_preference: "american" });

    const cleared = await t.request(`/api/brands/${brand.id}`, { method: "PATCH", token: alice, json: { mission: "", no_dashes: false } });
    expect(await cleared.json()).toMatchObject({ brand_name: "After", mission: null, no_dashes: false });

    const blank = await t.request(`/api/brands/${brand.id}`, { method: "PATCH", token: alice, json: { brand_name: " " } });
    expect(blank.status).toBe(400);

    expect((await t.request(`/api/brands/${brand.id}`, { method: "DELETE", token: alice })).status).toBe(204);
    expect((await t.request(`/api/brands/${brand.id}`, { token: alice })).status).toBe(404);
    expect((await t.request(`/api/brands/${brand.id}`, { method: "DELETE", token: alice })).status).toBe(404);
  });

  it("answers 400 for an id that is not a uuid", async () => {
    expect((await t.request("/api/brands/not-a-uuid", { token: alice })).status).toBe(400);
  });
});

describe("another user's brand", () => {
  it("is 404 to read, update and delete, and stays unchanged", async () => {
    const { body: brand } = await create(alice, { brand_name: "Private" });
    const url = `/api/brands/${brand.id}`;
    const read = await t.request(url, { token: bob });
    expect(read.status).toBe(404);
    expect((await read.json()).error.code).toBe("not_found");
    expect((await t.request(url, { method: "PATCH", token: bob, json: { brand_name: "Hijacked" } })).status).toBe(404);
    expect((await t.request(url, { method: "DELETE", token: bob })).status).toBe(404);

    const list = await (await t.request("/api/brands?limit=200", { token: bob })).json();
    expect(list.data.map((b: Brand) => b.id)).not.toContain(brand.id);
    expect(await (await t.request(url, { token: alice })).json()).toMatchObject({ brand_name: "Private" });
  });
});

oddBodiesNeverFail(suite, "/api/brands");
