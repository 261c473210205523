import { beforeAll, describe, expect, it } from "vitest";
import type { Note } from "@/shared/contracts/notes";
import { messages } from "@/shared/messages";
import { oddBodiesNeverFail, twoUserSuite } from "../../../../tests/helpers/resource-suite";
import type { TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

const suite = twoUserSuite();
let t: TestApp, alice: string, bob: string;
beforeAll(() => void ({ t, alice, bob } = { t: suite.t, alice: suite.alice.access_token, bob: suite.bob.access_token }));

type Answer = Note & { error?: { message: string } };
const create = async (token: string, json: Record<string, unknown>) => {
  const res = await t.request("/api/notes", { method: "POST", token, json });
  return { status: res.status, body: (await res.json()) as Answer };
};

describe("saving notes", () => {
  it("keeps the title and content", async () => {
    const { status, body } = await create(alice, { title: "Ideas", content: "Launch plan\nSecond line" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ title: "Ideas", content: "Launch plan\nSecond line" });
  });

  it("titles a note 'Untitled Note' when the title is missing or blank", async () => {
    expect((await create(alice, { content: "x" })).body.title).toBe(messages.notes.untitled);
    expect((await create(alice, { title: "   ", content: "x" })).body.title).toBe(messages.notes.untitled);
    expect((await create(alice, { title: null, content: "x" })).body.title).toBe(messages.notes.untitled);
  });

  it("needs non-blank content ('Please enter some content first')", async () => {
    for (const json of [{ content: "" }, { content: "  \n " }]) {
      const { status, body } = await create(alice, json);
      expect(status).toBe(400);
      expect(body.error?.message).toContain(messages.notes.enterContentFirst);
    }
    expect((await create(alice, { title: "No content" })).status).toBe(400);
  });
});

describe("listing notes", () => {
  it("answers the caller's notes newest first, page by page", async () => {
    const token = (await createUser(t)).access_token;
    for (const title of ["Old", "Middle", "New"]) {
      await create(token, { title, content: title });
      t.clock.advance(60_000);
    }
    const page1 = await (await t.request("/api/notes?limit=2", { token })).json();
    expect(page1.data.map((n: Note) => n.title)).toEqual(["New", "Middle"]);
    const page2 = await (await t.request(`/api/notes?limit=2&cursor=${page1.next_cursor}`, { token })).json();
    expect(page2).toMatchObject({ data: [{ title: "Old" }], next_cursor: null });
  });
});

describe("one note", () => {
  it("reads, updates and deletes", async () => {
    const { body: note } = await create(alice, { title: "T", content: "C" });
    const url = `/api/notes/${note.id}`;
    expect(await (await t.request(url, { token: alice })).json()).toMatchObject({ title: "T", content: "C" });
    const patched = await t.request(url, { method: "PATCH", token: alice, json: { content: "C2" } });
    expect(await patched.json()).toMatchObject({ title: "T", content: "C2" });
    const untitled = await t.request(url, { method: "PATCH", token: alice, json: { title: "" } });
    expect(await untitled.json()).toMatchObject({ title: messages.notes.untitled, content: "C2" });
    expect((await t.request(url, { method: "PATCH", token: alice, json: { content: " " } })).status).toBe(400);
    expect((await t.request(url, { method: "DELETE", token: alice })).status).toBe(204);
    expect((await t.request(url, { token: alice })).status).toBe(404);
  });
});

describe("another user's note", () => {
  it("is 404 to read, update and delete, and stays unchanged", async () => {
    const { body: note } = await create(alice, { title: "Secret", content: "Mine" });
    const url = `/api/notes/${note.id}`;
    expect((await t.request(url, { token: bob })).status).toBe(404);
    expect((await t.request(url, { method: "PATCH", token: bob, json: { content: "Changed" } })).status).toBe(404);
    expect((await t.request(url, { method: "DELETE", token: bob })).status).toBe(404);
    const list = await (await t.request("/api/notes?limit=200", { token: bob })).json();
    expect(list.data.map((n: Note) => n.id)).not.toContain(note.id);
    expect(await (await t.request(url, { token: alice })).json()).toMatchObject({ content: "Mine" });
  });

  it("needs a session", async () => {
    expect((await t.request("/api/notes", { method: "POST", json: { content: "x" } })).status).toBe(401);
  });
});

oddBodiesNeverFail(suite, "/api/notes");
