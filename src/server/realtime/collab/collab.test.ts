/**
 * Co-editing over the realtime socket (issue 26): two instances (two hubs and HTTP servers) on one database; members
 * on either converge, the text is written back into the draft, a viewer's edits are refused on the server, an AI
 * result through the API reaches open editors, and a removed member loses the doc.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { openDatabase, type Database } from "@/server/db/client";
import { serveApp, type ServerType } from "@/server/http-server";
import type { SessionDto } from "@/shared/contracts/auth";
import type { Draft } from "@/shared/contracts/drafts";
import type { PresenceState } from "@/shared/contracts/collab";
import { openCollab, type CollabClient } from "../../../../tests/helpers/collab-client";
import { draftData } from "../../../../tests/helpers/drafts";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace } from "../../../../tests/helpers/workspaces";
import { createRealtimeHub, type RealtimeHub } from "../create-realtime";

let t: TestApp;
let owner: SessionDto;
let writer: SessionDto;
let viewer: SessionDto;
let team: string;
let server1: ServerType;
let second: { database: Database; hub: RealtimeHub; server: ServerType };
const clients: CollabClient[] = [];

const listen = (fetch: (req: Request) => Response | Promise<Response>) =>
  new Promise<ServerType>((resolve) => {
    const server = serveApp({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(server));
  });
const wsUrl = (server: ServerType) => `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`;

async function newDraft(text: string): Promise<Draft> {
  const data = draftData({ generatedPost: text, versions: [{ content: text, timestamp: "2026-01-01T00:00:00Z" }] });
  const res = await t.request("/api/drafts", {
    method: "POST",
    token: owner.access_token,
    headers: inWorkspace(team),
    json: { page: "social_media", position: 0, data },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Draft;
}
async function open(server: ServerType, who: SessionDto, room: string) {
  const client = await openCollab(wsUrl(server), who.access_token, team, room);
  clients.push(client);
  return client;
}
const getDraft = async (id: string) =>
  (await (await t.request(`/api/drafts/${id}`, { token: owner.access_token, headers: inWorkspace(team) })).json()) as Draft;
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  writer = await createUser(t);
  viewer = await createUser(t);
  team = await createTeamWorkspace(t, owner.user.id, [
    { userId: writer.user.id, role: "writer" },
    { userId: viewer.user.id, role: "viewer" },
  ]);
  server1 = await listen(t.app.fetch);
  t.deps.services.realtime!.attach(server1);
  const database = t.database.kind === "postgres" ? await openDatabase({ databaseUrl: t.database.url, poolSize: 2 }) : t.database;
  const hub = await createRealtimeHub({ config: t.config, database, logger: t.deps.logger, clock: t.clock });
  const app = createApp({ ...t.deps, database, services: { ...t.deps.services, realtime: hub } });
  const server = await listen(app.fetch);
  hub.attach(server);
  second = { database, hub, server };
}, 180_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await second.hub.close();
  second.server.close();
  server1.close();
  if (second.database !== t.database) await second.database.close();
  await t.close();
});

describe("co-editing a draft", () => {
  it("converges for editors on two instances, and writes the text back into the draft one version on", async () => {
    const draft = await newDraft("Hello");
    const a = await open(server1, owner, draft.id);
    const b = await open(second.server, writer, draft.id);
    expect(a.text.toString()).toBe("Hello");
    expect(b.text.toString()).toBe("Hello");

    // Interleaved on the same line, at the same place.
    for (let i = 0; i < 20; i++) {
      a.insert(a.text.length, `a${i}`);
      b.insert(b.text.length, `b${i}`);
    }
    const done = (s: string) =>
      Array.from({ length: 20 }, (_, i) => [`a${i}`, `b${i}`])
        .flat()
        .every((k) => s.includes(k));
    await a.until(done);
    await b.until(done);
    await eventually(async () => a.text.toString() === b.text.toString());
    const final = a.text.toString();
    expect(final.startsWith("Hello")).toBe(true);

    await eventually(async () => (await getDraft(draft.id)).data.generatedPost === final);
    const stored = await getDraft(draft.id);
    expect(stored.data.versions[0].content).toBe(final);
    expect(stored.version).toBeGreaterThan(draft.version);

    // A late joiner on either instance loads the same text from the stored updates.
    const late = await open(second.server, owner, draft.id);
    expect(late.text.toString()).toBe(final);
  });

  it("refuses a viewer's edits on the server; the viewer still receives the others'", async () => {
    const draft = await newDraft("Shared");
    const w = await open(server1, writer, draft.id);
    const v = await open(second.server, viewer, draft.id);
    expect(v.received.find((m) => m.type === "doc.opened")?.writable).toBe(false);

    v.insert(0, "VIEWER ");
    expect(await v.next((m) => m.type === "error" && m.code === "read_only")).toBeTruthy();
    w.insert(w.text.length, " by writer");
    await v.until((s) => s.includes(" by writer"));
    await new Promise((r) => setTimeout(r, 300));
    expect(w.text.toString()).toBe("Shared by writer");
    await eventually(async () => (await getDraft(draft.id)).data.generatedPost === "Shared by writer");
  });

  it("brings an AI result saved through the API into open editors as one change, keeping what was typed elsewhere in the draft", async () => {
    const draft = await newDraft("First line\nSecond line");
    const a = await open(second.server, writer, draft.id);
    const current = await getDraft(draft.id);
    const next = "First line, adjusted\nSecond line";
    const data = {
      ...current.data,
      generatedPost: next,
      versions: [...current.data.versions, { content: next, timestamp: "2026-01-02T00:00:00Z" }],
      currentVersionIndex: 1,
    };
    const res = await t.request(`/api/drafts/${draft.id}`, {
      method: "PATCH",
      token: owner.access_token,
      headers: inWorkspace(team),
      json: { base_version: current.version, data },
    });
    expect(res.status).toBe(200);
    await a.until((s) => s === next);
  });

  it("shows who is here and clears a closed tab's presence", async () => {
    const room = "page:social_media";
    const a = await open(server1, owner, room);
    const b = await open(second.server, writer, room);
    const state: PresenceState = { user: { id: writer.user.id, name: "Writer", color: "#0ea5e9" }, editing: null, generating: true };
    b.awareness.setLocalState(state);
    await eventually(async () =>
      [...a.awareness.getStates().values()].some((s) => (s as PresenceState).user?.name === "Writer" && (s as PresenceState).generating),
    );
    b.close();
    await eventually(async () => ![...a.awareness.getStates().values()].some((s) => (s as PresenceState).user?.name === "Writer"), 5000);
  });

  it("closes the doc of a member removed from the workspace at once", async () => {
    const other = await createUser(t);
    await t.database.executeSql("insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'writer')", [team, other.user.id]);
    const draft = await newDraft("Private");
    const c = await open(second.server, other, draft.id);
    await t.database.executeSql("delete from workspace_members where workspace_id = $1 and user_id = $2", [team, other.user.id]);
    await t.deps.services.realtime!.revokeWorkspaceAccess(team, other.user.id);
    await c.next((m) => m.type === "doc.closed" && m.room === draft.id);
    c.insert(0, "after removal ");
    await c.next((m) => m.type === "error" && m.code === "not_open");
    c.ws.send(JSON.stringify({ type: "doc.open", workspace_id: team, room: draft.id }));
    await c.next((m) => m.type === "error" && m.code === "unknown_channel");
  });

  it("does not let a member open another workspace's draft", async () => {
    const draft = await newDraft("Team only");
    const stranger = await createUser(t);
    await expect(openCollab(wsUrl(server1), stranger.access_token, team, draft.id)).rejects.toThrow(/unknown_channel/);
  });
});
