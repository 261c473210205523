import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DRAFT_CHANGED_EVENT, DRAFTS, DRAFTS_REORDERED_EVENT, type Draft, type DraftData } from "@/shared/contracts/drafts";
import { WORKSPACE_CHANGED_EVENT, workspaceChannel } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { draftData } from "../../../../tests/helpers/drafts";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace, personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

let t: TestApp;
let owner: { token: string; id: string };
let writer: { token: string; id: string };
let viewer: { token: string; id: string };
let stranger: { token: string; id: string };
let team: string;

const person = async () => {
  const s = await createUser(t);
  return { token: s.access_token, id: s.user.id };
};

beforeAll(async () => {
  t = await createTestApp();
  [owner, writer, viewer, stranger] = [await person(), await person(), await person(), await person()];
  team = await createTeamWorkspace(t, owner.id, [
    { userId: writer.id, role: "writer" },
    { userId: viewer.id, role: "viewer" },
  ]);
});
afterAll(() => t.close());

const row = draftData;

type Answer = Omit<Draft, "data"> & { error?: { code: string; message: string }; current?: Draft; data: unknown };
async function call(who: { token: string }, path: string, method: string, json?: unknown, ws: string | null = team) {
  const res = await t.request(`/api/drafts${path}`, { method, token: who.token, json, headers: ws ? inWorkspace(ws) : {} });
  return { status: res.status, body: (res.status === 204 ? {} : await res.json()) as Answer };
}
const createDraft = (who: { token: string }, data: DraftData, extra: Record<string, unknown> = {}, ws: string | null = team) =>
  call(who, "", "POST", { page: "social_media", position: 0, data, ...extra }, ws);

describe("drafts of a workspace", () => {
  it("creates, lists in order, reads, changes and deletes a page's drafts", async () => {
    const a = await createDraft(writer, row({ textContent: "first" }), { position: 2 });
    const b = await createDraft(owner, row({ textContent: "second" }), { position: 1 });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ page: "social_media", version: 1, created_by: writer.id, workspace_id: team });

    const listed = await call(viewer, "?page=social_media", "GET");
    expect(listed.status).toBe(200);
    expect(listed.body.workspace_id).toBe(team);
    const ids = (listed.body.data as Draft[]).map((d) => d.id);
    expect(ids.indexOf(b.body.id)).toBeLessThan(ids.indexOf(a.body.id));
    expect(((await call(viewer, "?page=newsletter", "GET")).body.data as Draft[]).map((d) => d.id)).not.toContain(a.body.id);

    const changed = await call(owner, `/${a.body.id}`, "PATCH", { base_version: 1, data: row({ textContent: "first, edited" }) });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, updated_by: owner.id, data: { textContent: "first, edited" } });
    expect((await call(viewer, `/${a.body.id}`, "GET")).body.data).toMatchObject({ textContent: "first, edited" });

    expect((await call(writer, `/${a.body.id}`, "DELETE")).status).toBe(204);
    expect((await call(writer, `/${a.body.id}`, "GET")).status).toBe(404);
    expect((await call(writer, `/${a.body.id}`, "DELETE")).status).toBe(404);
  });

  it("answers 409 with the current row when the change was made on an older version, and applies the merged retry", async () => {
    const made = await createDraft(writer, row({ textContent: "topic" }));
    const id = made.body.id;
    // Tab one changes the prompt, tab two (still on version 1) the context.
    expect((await call(writer, `/${id}`, "PATCH", { base_version: 1, data: row({ textContent: "topic", selectedPromptId: "p1" }) })).status).toBe(200);
    const stale = await call(writer, `/${id}`, "PATCH", { base_version: 1, data: row({ textContent: "topic", additionalContext: "ctx" }) });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toBe(messages.drafts.conflict);
    expect(stale.body.current).toMatchObject({ id, version: 2, data: { selectedPromptId: "p1", additionalContext: "" } });
    const retried = await call(writer, `/${id}`, "PATCH", { base_version: 2, data: row({ textContent: "topic", selectedPromptId: "p1", additionalContext: "ctx" }) });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ version: 3, data: { selectedPromptId: "p1", additionalContext: "ctx" } });
  });

  it("answers a second create of the same id (a second tab) with 409 and the row", async () => {
    const id = crypto.randomUUID();
    expect((await createDraft(writer, row({ textContent: "one" }), { id })).status).toBe(201);
    const again = await createDraft(owner, row({ textContent: "two" }), { id });
    expect(again.status).toBe(409);
    expect(again.body.current).toMatchObject({ id, data: { textContent: "one" } });
    // The same id from another workspace does not reveal the row.
    const elsewhere = await createDraft(stranger, row(), { id }, null);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.current).toBeUndefined();
  });

  it("lets a viewer read but not write, with the role's reason", async () => {
    const made = await createDraft(writer, row({ textContent: "shared" }));
    expect((await call(viewer, `/${made.body.id}`, "GET")).status).toBe(200);
    const refused = await createDraft(viewer, row());
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(messages.workspaces.roleCannot("viewer", messages.workspaces.actions.write));
    expect((await call(viewer, `/${made.body.id}`, "PATCH", { base_version: 1, data: row() })).status).toBe(403);
    expect((await call(viewer, `/${made.body.id}`, "DELETE")).status).toBe(403);
    expect((await call(viewer, "/reorder", "POST", { page: "social_media", ids: [made.body.id] })).status).toBe(403);
  });

  it("keeps workspaces apart: another workspace's draft is 404 and the personal page does not list the team's", async () => {
    const made = await createDraft(writer, row({ textContent: "team only" }));
    const id = made.body.id;
    expect((await call(stranger, `/${id}`, "GET", undefined, null)).status).toBe(404);
    expect((await call(stranger, `/${id}`, "PATCH", { base_version: 1, data: row() }, null)).status).toBe(404);
    expect((await call(stranger, `/${id}`, "DELETE", undefined, null)).status).toBe(404);
    // Not a member of the team: the workspace itself is not found.
    expect((await call(stranger, "?page=social_media", "GET")).status).toBe(404);
    // The writer's own personal workspace does not hold the team's drafts.
    const personal = await call(writer, "?page=social_media", "GET", undefined, await personalWorkspaceOf(t, writer.id));
    expect((personal.body.data as Draft[]).map((d) => d.id)).not.toContain(id);
    expect((await call(writer, `/${id}`, "GET", undefined, null)).status).toBe(404);
  });

  it("refuses data over the cap with a message naming the limit", async () => {
    const big = row({ textContent: "x".repeat(DRAFTS.maxDataChars) });
    const refused = await createDraft(writer, big);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(messages.drafts.tooLarge(DRAFTS.maxDataChars));
    const made = await createDraft(writer, row());
    expect((await call(writer, `/${made.body.id}`, "PATCH", { base_version: 1, data: big })).status).toBe(400);
  });

  it("reorders a page's drafts and refuses an id that is not on the page", async () => {
    const a = (await createDraft(writer, row(), { page: "article", position: 0 })).body.id;
    const b = (await createDraft(writer, row(), { page: "article", position: 1 })).body.id;
    const done = await call(writer, "/reorder", "POST", { page: "article", ids: [b, a] });
    expect(done.status).toBe(200);
    const listed = (await call(viewer, "?page=article", "GET")).body.data as Draft[];
    expect(listed.map((d) => d.id)).toEqual([b, a]);
    const foreign = (await createDraft(stranger, row(), { page: "article" }, null)).body.id;
    expect((await call(writer, "/reorder", "POST", { page: "article", ids: [a, foreign] })).status).toBe(400);
  });

  it("announces every write on the workspace channel with the row's new version", async () => {
    const publish = vi.spyOn(t.deps.services.realtime!, "publish");
    const made = await createDraft(writer, row({ textContent: "live" }));
    await call(owner, `/${made.body.id}`, "PATCH", { base_version: 1, data: row({ textContent: "live 2" }) });
    await call(owner, `/${made.body.id}`, "DELETE");
    const channel = workspaceChannel(team);
    const events = publish.mock.calls.filter(([c]) => c === channel).map(([, event, payload]) => ({ event, payload }));
    expect(events).toContainEqual({ event: WORKSPACE_CHANGED_EVENT, payload: { resource: "drafts", id: made.body.id, by: writer.id } });
    expect(events).toContainEqual({
      event: DRAFT_CHANGED_EVENT,
      payload: expect.objectContaining({ id: made.body.id, version: 2, deleted: false, by: owner.id, data: expect.objectContaining({ textContent: "live 2" }) }),
    });
    expect(events).toContainEqual({ event: DRAFT_CHANGED_EVENT, payload: expect.objectContaining({ id: made.body.id, deleted: true }) });
    // A row too large for one message is announced without its data (open pages fetch it).
    const large = await createDraft(writer, row({ textContent: "y".repeat(DRAFTS.maxEventDataChars) }));
    const largeEvent = publish.mock.calls.find(([c, e, p]) => c === channel && e === DRAFT_CHANGED_EVENT && (p as { id: string }).id === large.body.id);
    expect(largeEvent?.[2]).not.toHaveProperty("data");
    publish.mockClear();
    await call(writer, "/reorder", "POST", { page: "social_media", ids: [large.body.id] });
    expect(publish.mock.calls.some(([c, e]) => c === channel && e === DRAFTS_REORDERED_EVENT)).toBe(true);
    publish.mockRestore();
  });
});
