import { beforeAll, describe, expect, it } from "vitest";
import type { Account } from "@/shared/contracts/accounts";
import { messages } from "@/shared/messages";
import { oddBodiesNeverFail, twoUserSuite } from "../../../../tests/helpers/resource-suite";
import type { TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

const suite = twoUserSuite();
let t: TestApp, alice: string, bob: string;
beforeAll(() => void ({ t, alice, bob } = { t: suite.t, alice: suite.alice.access_token, bob: suite.bob.access_token }));

type Answer = Account & { error?: { message: string } };
const create = async (token: string, json: Record<string, unknown>) => {
  const res = await t.request("/api/accounts", { method: "POST", token, json });
  return { status: res.status, body: (await res.json()) as Answer };
};

describe("creating accounts", () => {
  it("defaults the platform to instagram, active, with empty lists", async () => {
    const { status, body } = await create(alice, { name: "Main", handle: "@acme" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: "Main", handle: "@acme", platform: "instagram", is_active: true, key_topics: [], hashtag_groups: [], description: null });
  });

  it("splits and trims comma-separated topics and hashtag groups, and accepts lists", async () => {
    const { body } = await create(alice, {
      name: "Brand",
      handle: "brand",
      platform: "linkedin",
      description: "B2B",
      target_audience: "CTOs",
      brand_voice: "Calm",
      key_topics: " ai ,  cloud,, security ",
      hashtag_groups: ["#tech ", " ", "#b2b"],
      content_guidelines: "No slang",
      notes: "Posts weekly",
      is_active: false,
    });
    expect(body).toMatchObject({
      platform: "linkedin",
      key_topics: ["ai", "cloud", "security"],
      hashtag_groups: ["#tech", "#b2b"],
      target_audience: "CTOs",
      brand_voice: "Calm",
      content_guidelines: "No slang",
      notes: "Posts weekly",
      is_active: false,
    });
  });

  it("requires a name and a handle with the spec's messages", async () => {
    const noName = await create(alice, { handle: "h" });
    expect(noName.status).toBe(400);
    expect(noName.body.error?.message).toContain(messages.accounts.nameRequired);
    const blankHandle = await create(alice, { name: "n", handle: "  " });
    expect(blankHandle.status).toBe(400);
    expect(blankHandle.body.error?.message).toContain(messages.accounts.handleRequired);
  });

  it("refuses an unknown platform", async () => {
    expect((await create(alice, { name: "n", handle: "h", platform: "myspace" })).status).toBe(400);
  });
});

describe("listing accounts", () => {
  it("answers only the caller's accounts, newest first, page by page", async () => {
    const token = (await createUser(t)).access_token;
    for (const name of ["One", "Two", "Three"]) {
      await create(token, { name, handle: name.toLowerCase() });
      t.clock.advance(1000);
    }
    const page1 = await (await t.request("/api/accounts?limit=2", { token })).json();
    expect(page1.data.map((a: Account) => a.name)).toEqual(["Three", "Two"]);
    const page2 = await (await t.request(`/api/accounts?limit=2&cursor=${page1.next_cursor}`, { token })).json();
    expect(page2).toMatchObject({ data: [{ name: "One" }], next_cursor: null });
  });
});

describe("one account", () => {
  it("reads, updates inline (saved fields only) and deletes", async () => {
    const { body: account } = await create(alice, { name: "Old", handle: "old", key_topics: "a, b", notes: "keep" });
    const url = `/api/accounts/${account.id}`;
    expect(await (await t.request(url, { token: alice })).json()).toMatchObject({ name: "Old" });

    const patched = await t.request(url, { method: "PATCH", token: alice, json: { name: "New", platform: "tiktok", key_topics: "x, y", is_active: false } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ name: "New", handle: "old", platform: "tiktok", key_topics: ["x", "y"], notes: "keep", is_active: false });

    expect((await t.request(url, { method: "PATCH", token: alice, json: { handle: "" } })).status).toBe(400);
    expect((await t.request(url, { method: "DELETE", token: alice })).status).toBe(204);
    expect((await t.request(url, { token: alice })).status).toBe(404);
  });
});

describe("another user's account", () => {
  it("is 404 to read, update and delete, and stays unchanged", async () => {
    const { body: account } = await create(alice, { name: "Mine", handle: "mine" });
    const url = `/api/accounts/${account.id}`;
    expect((await t.request(url, { token: bob })).status).toBe(404);
    expect((await t.request(url, { method: "PATCH", token: bob, json: { name: "Stolen" } })).status).toBe(404);
    expect((await t.request(url, { method: "DELETE", token: bob })).status).toBe(404);
    const list = await (await t.request("/api/accounts?limit=200", { token: bob })).json();
    expect(list.data.map((a: Account) => a.id)).not.toContain(account.id);
    expect(await (await t.request(url, { token: alice })).json()).toMatchObject({ name: "Mine" });
  });

  it("needs a session", async () => {
    expect((await t.request("/api/accounts")).status).toBe(401);
  });
});

oddBodiesNeverFail(suite, "/api/accounts");
