import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Activity } from "@/shared/contracts/activity";
import type { Draft, DraftData } from "@/shared/contracts/drafts";
import { REVIEW } from "@/shared/contracts/review";
import { messages } from "@/shared/messages";
import { draftData } from "../../../../tests/helpers/drafts";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace } from "../../../../tests/helpers/workspaces";

let t: TestApp;
type Person = { token: string; id: string };
let owner: Person;
let writer: Person;
let viewer: Person;
let stranger: Person;
let team: string;
let other: string;

const person = async (): Promise<Person> => {
  const s = await createUser(t);
  return { token: s.access_token, id: s.user.id };
};

beforeAll(async () => {
  // Two trusted hops so each test may speak from its own address (X-Forwarded-For) and the per-address limits stay apart.
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  [owner, writer, viewer, stranger] = [await person(), await person(), await person(), await person()];
  team = await createTeamWorkspace(t, owner.id, [
    { userId: writer.id, role: "writer" },
    { userId: viewer.id, role: "viewer" },
  ]);
  other = await createTeamWorkspace(t, stranger.id, [], "Other");
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function member(who: Person, path: string, method = "GET", json?: unknown, ws = team) {
  const res = await t.request(path, { method, token: who.token, json, headers: inWorkspace(ws) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data?: unknown[] } };
}
async function draft(who: Person, data: Partial<DraftData>, ws = team): Promise<Draft> {
  const res = await member(who, "/api/drafts", "POST", { page: "social_media", position: 0, data: draftData(data) }, ws);
  expect(res.status).toBe(201);
  return res.body as unknown as Draft;
}
async function share(who: Person, draftIds: string[], extra: Record<string, unknown> = {}, ws = team) {
  return member(who, "/api/review-links", "POST", { draft_ids: draftIds, ...extra }, ws);
}
const tokenOf = (created: { body: Record<string, unknown> }) => created.body.token as string;
async function open(token: string, ip = freshIp()) {
  const res = await t.request(`/api/review/${token}`, { headers: { "x-forwarded-for": ip } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
async function comment(token: string, json: unknown, ip = freshIp()) {
  const res = await t.request(`/api/review/${token}/comments`, { method: "POST", json, headers: { "x-forwarded-for": ip } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("review links", () => {
  it("shows the shared drafts as posts to a client without an account, takes a comment, and the members read it", async () => {
    const a = await draft(writer, { textContent: "topic A", versions: [{ content: "Post A\nsecond line", timestamp: "1" }] });
    const b = await draft(owner, { textContent: "plain B" });
    const created = await share(writer, [a.id, b.id], { label: "Acme launch", platform: "bluesky" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ label: "Acme launch", platform: "bluesky", state: "active", draft_count: 2, comment_count: 0, last_opened_at: null });
    expect(created.body.path).toBe(`/review/${tokenOf(created)}`);
    // The expiry defaults to 14 days.
    expect(new Date(created.body.expires_at as string).getTime() - t.clock.now().getTime()).toBe(REVIEW.defaultExpiryDays * 86_400_000);

    const page = await open(tokenOf(created));
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.body).toEqual({
      label: "Acme launch",
      platform: "bluesky",
      expires_at: created.body.expires_at,
      drafts: [
        { id: a.id, text: "Post A\nsecond line", images: [], updated_at: expect.any(String), comments: [] },
        { id: b.id, text: "plain B", images: [], updated_at: expect.any(String), comments: [] },
      ],
    });
    // No user ids, no workspace id, nothing else of the draft's row.
    const raw = JSON.stringify(page.body);
    for (const secret of [writer.id, owner.id, team, "topic A", "selectedModelId"]) expect(raw).not.toContain(secret);

    const said = await comment(tokenOf(created), { draft_id: a.id, name: "Dana (Acme)", body: "Love it, but shorter?" });
    expect(said.status).toBe(201);
    expect((await open(tokenOf(created))).body.drafts).toMatchObject([{ comments: [{ name: "Dana (Acme)", body: "Love it, but shorter?" }] }, { comments: [] }]);

    const seen = await member(viewer, `/api/review-links/comments?draft_ids=${a.id},${b.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject([{ draft_id: a.id, reviewer_name: "Dana (Acme)", body: "Love it, but shorter?", link_label: "Acme launch" }]);
    const links = await member(viewer, "/api/review-links");
    expect(links.body.data).toContainEqual(expect.objectContaining({ id: created.body.id, comment_count: 1, state: "active", last_opened_at: expect.any(String) }));
  });

  it("answers one 404 for an unknown token, another draft, another workspace's draft, a revoked and an expired link", async () => {
    const mine = await draft(writer, { textContent: "shared" });
    const unshared = await draft(writer, { textContent: "not shared" });
    const elsewhere = await draft(stranger, { textContent: "other workspace" }, other);
    const link = await share(writer, [mine.id]);
    const token = tokenOf(link);
    const refused = { error: expect.objectContaining({ code: "review_link_unavailable", message: messages.review.unavailable }) };

    const unknown = await open("x".repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject(refused);
    for (const id of [unshared.id, elsewhere.id]) {
      const res = await comment(token, { draft_id: id, name: "N", body: "B" });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(refused);
    }
    // A link may not name another workspace's draft.
    expect((await share(writer, [elsewhere.id])).status).toBe(400);
    expect(JSON.stringify((await open(token)).body)).not.toContain(unshared.id);

    // Revoked: the same 404, for reading and for commenting.
    const revoked = await member(writer, `/api/review-links/${link.body.id as string}/revoke`, "POST");
    expect(revoked.status).toBe(200);
    expect(revoked.body.state).toBe("revoked");
    expect(await open(token)).toMatchObject({ status: 404, body: refused });
    expect(await comment(token, { draft_id: mine.id, name: "N", body: "B" })).toMatchObject({ status: 404, body: refused });

    // Expired: the same 404 once its day has come.
    const short = await share(writer, [mine.id], { expires_in_days: 1 });
    expect((await open(tokenOf(short))).status).toBe(200);
    const before = t.clock.now();
    t.clock.advance(86_400_000 + 1000);
    try {
      expect(await open(tokenOf(short))).toMatchObject({ status: 404, body: refused });
    } finally {
      t.clock.set(before); // the members' sessions would have expired too
    }
  });

  it("lets writers and above share and revoke; viewers read the list; another workspace's link is not found", async () => {
    const d = await draft(writer, { textContent: "roles" });
    expect((await share(viewer, [d.id])).status).toBe(403);
    const made = await share(writer, [d.id]);
    expect((await member(viewer, `/api/review-links/${made.body.id as string}/revoke`, "POST")).status).toBe(403);
    expect((await member(stranger, `/api/review-links/${made.body.id as string}/revoke`, "POST", undefined, other)).status).toBe(404);
    expect((await member(stranger, "/api/review-links", "GET", undefined, other)).body.data).toEqual([]);
    expect((await member(stranger, "/api/review-links", "GET", undefined, team)).status).toBe(404);
    expect((await member(stranger, `/api/review-links/comments?draft_ids=${d.id}`, "GET", undefined, other)).body.data).toEqual([]);
  });

  it("caps names and comments and refuses unknown fields", async () => {
    const d = await draft(writer, { textContent: "caps" });
    const token = tokenOf(await share(writer, [d.id]));
    expect((await comment(token, { draft_id: d.id, name: "N", body: "x".repeat(REVIEW.maxCommentChars + 1) })).status).toBe(400);
    expect((await comment(token, { draft_id: d.id, name: "x".repeat(REVIEW.maxNameChars + 1), body: "ok" })).status).toBe(400);
    expect((await comment(token, { draft_id: d.id, name: " ", body: "ok" })).body).toMatchObject({ error: { message: messages.review.nameRequired } });
    expect((await comment(token, { draft_id: d.id, name: "N", body: "ok", workspace_id: team })).status).toBe(422);
  });

  it("limits requests per address and per link", async () => {
    const d = await draft(writer, { textContent: "limits" });
    const token = tokenOf(await share(writer, [d.id]));
    // One address: its comments run out (and the answer says when to retry).
    const ip = freshIp();
    for (let i = 0; i < REVIEW.commentsPerMinute; i++) expect((await comment(token, { draft_id: d.id, name: "N", body: `c${i}` }, ip)).status).toBe(201);
    const limited = await t.request(`/api/review/${token}/comments`, { method: "POST", json: { draft_id: d.id, name: "N", body: "more" }, headers: { "x-forwarded-for": ip } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The link's own allowance is spent too: a new address gets 429 on this link, but not on another.
    expect((await comment(token, { draft_id: d.id, name: "N", body: "other ip" })).status).toBe(429);
    const fresh = tokenOf(await share(writer, [d.id]));
    expect((await comment(fresh, { draft_id: d.id, name: "N", body: "fine" })).status).toBe(201);
    // Reads from many addresses on one link stop at the link's limit.
    const readToken = tokenOf(await share(writer, [d.id]));
    for (let i = 0; i < REVIEW.readsPerMinute; i++) expect((await open(readToken)).status).toBe(200);
    expect((await open(readToken)).status).toBe(429);
  });
});

describe("activity", () => {
  const feed = async (who: Person, query = "") => (await member(who, `/api/activity${query}`)).body as { data: Activity[]; next_cursor: string | null };

  it("records shares, client comments and edits (one per person per draft per 10 minutes), filters by person and draft, and pages", async () => {
    const d = await draft(writer, { textContent: "feed me" });
    const patch = (who: Person, version: number, text: string) => member(who, `/api/drafts/${d.id}`, "PATCH", { base_version: version, data: draftData({ textContent: text }) });
    const before = t.clock.now();
    const step = (ms = 1000) => t.clock.advance(ms); // one instant per event, so the feed's order is theirs
    expect((await patch(writer, 1, "feed me 1")).status).toBe(200);
    step();
    expect((await patch(writer, 2, "feed me 2")).status).toBe(200);
    step();
    expect((await patch(owner, 3, "feed me 3")).status).toBe(200);
    step(11 * 60_000);
    expect((await patch(writer, 4, "feed me 4")).status).toBe(200);
    step();
    const link = await share(owner, [d.id], { label: "Client X" });
    step();
    expect((await comment(tokenOf(link), { draft_id: d.id, name: "Casey", body: "ok!" })).status).toBe(201);

    const onDraft = await feed(viewer, `?draft_id=${d.id}`);
    t.clock.set(before);
    expect(onDraft.data.map((a) => [a.verb, a.actor_id, a.client])).toEqual([
      ["client_commented", null, true],
      ["review_link_created", owner.id, false],
      ["edited", writer.id, false],
      ["edited", owner.id, false],
      ["edited", writer.id, false],
    ]);
    expect(onDraft.data[0]).toMatchObject({ actor_name: "Casey", summary: messages.activity.clientCommented("feed me 4") });
    expect(onDraft.data[1].summary).toBe(messages.activity.reviewLinkCreated("Client X", 1));
    expect(onDraft.data[2].actor_name).toMatch(/@/);

    const byWriter = await feed(viewer, `?actor_id=${writer.id}&draft_id=${d.id}`);
    expect(byWriter.data.map((a) => a.verb)).toEqual(["edited", "edited"]);

    const first = await feed(viewer, `?draft_id=${d.id}&limit=2`);
    expect(first.data).toHaveLength(2);
    const second = await feed(viewer, `?draft_id=${d.id}&limit=2&cursor=${first.next_cursor}`);
    expect(second.data.map((a) => a.id)).toEqual(onDraft.data.slice(2, 4).map((a) => a.id));

    // Another workspace sees none of it; a stranger cannot read this one.
    expect((await member(stranger, `/api/activity?draft_id=${d.id}`, "GET", undefined, other)).body.data).toEqual([]);
    expect((await member(stranger, "/api/activity", "GET", undefined, team)).status).toBe(404);
  });

  it("records an invitation and the join it leads to", async () => {
    const invited = await member(owner, `/api/workspaces/${team}/invitations`, "POST", { role: "writer" });
    expect(invited.status).toBe(201);
    t.clock.advance(1000);
    const joiner = await person();
    const token = new URL(invited.body.link as string).searchParams.get("token")!;
    expect((await t.request(`/api/invitations/${token}/accept`, { method: "POST", token: joiner.token })).status).toBe(200);
    // Found by who did them: other tests' events may sit later on the manual clock.
    const [joined] = (await feed(viewer, `?actor_id=${joiner.id}`)).data;
    const invite = (await feed(viewer, `?actor_id=${owner.id}&limit=100`)).data.find((a) => a.verb === "invited");
    expect(joined).toMatchObject({ verb: "joined", actor_id: joiner.id, summary: messages.activity.joined("writer") });
    expect(invite).toMatchObject({ verb: "invited", actor_id: owner.id, summary: messages.activity.invitedByLink("writer") });
  });
});
