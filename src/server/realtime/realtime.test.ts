/**
 * The realtime hub with real WebSocket clients: two app instances (two hubs, two HTTP servers) on one database
 * both deliver a model change made through either; expired and invalid tokens are refused.
 */
import type { AddressInfo } from "node:net";
import { serveApp, type ServerType } from "@/server/http-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createApp } from "@/server/app";
import { jwtSecretOf } from "@/server/auth/middleware";
import { signAccessToken } from "@/server/auth/tokens";
import { openDatabase, type Database } from "@/server/db/client";
import type { SessionDto } from "@/shared/contracts/auth";
import { MODEL_CHANGE_CHANNEL, MODEL_UPDATES_CHANNEL, REALTIME_CLOSE, type AiModel, type RealtimeServerMessage } from "@/shared/contracts/models";
import { POSTS_CHANNEL } from "@/shared/contracts/publishing";
import { WORKSPACE_ACCESS_REVOKED_EVENT, workspaceChannel } from "@/shared/contracts/workspaces";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createUser } from "../../../tests/helpers/users";
import { createRealtimeHub, type RealtimeHub } from "./create-realtime";

let t: TestApp;
let admin: SessionDto;
let member: SessionDto;
let second: { database: Database; hub: RealtimeHub; app: ReturnType<typeof createApp>; server: ServerType };
let server1: ServerType;
const sockets: WebSocket[] = [];

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serveApp({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(server));
  });
}
const wsUrl = (server: ServerType, query = "") => `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime${query}`;

/** A client that records every message, with a way to wait for one. */
function connect(url: string, options: WebSocket.ClientOptions = {}) {
  const ws = new WebSocket(url, options);
  sockets.push(ws);
  const received: RealtimeServerMessage[] = [];
  const waiters: { match: (m: RealtimeServerMessage) => boolean; resolve: (m: RealtimeServerMessage) => void }[] = [];
  ws.on("message", (raw) => {
    const msg = JSON.parse(String(raw)) as RealtimeServerMessage;
    received.push(msg);
    for (const w of [...waiters]) {
      if (w.match(msg)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(msg);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return {
    ws,
    received,
    closed,
    opened,
    send: (msg: unknown) => ws.send(JSON.stringify(msg)),
    next(match: (m: RealtimeServerMessage) => boolean, timeoutMs = 5000): Promise<RealtimeServerMessage> {
      const seen = received.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no such message in time")), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}

async function joinedClient(server: ServerType, token: string) {
  const client = connect(wsUrl(server));
  await client.opened;
  client.send({ type: "join", token });
  await client.next((m) => m.type === "joined");
  for (const channel of [MODEL_UPDATES_CHANNEL, MODEL_CHANGE_CHANNEL]) {
    client.send({ type: "subscribe", channel });
    await client.next((m) => m.type === "subscribed" && m.channel === channel);
  }
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t);
  member = await createUser(t);
  server1 = await listen(t.app.fetch);
  t.deps.services.realtime!.attach(server1);

  // A second instance: its own hub (and on PostgreSQL its own connections) over the same database.
  const database = t.database.kind === "postgres" ? await openDatabase({ databaseUrl: t.database.url, poolSize: 2 }) : t.database;
  const ctx = { config: t.config, database, logger: t.deps.logger, clock: t.clock };
  const hub = await createRealtimeHub(ctx);
  const app = createApp({ ...t.deps, database, services: { ...t.deps.services, realtime: hub } });
  const server = await listen(app.fetch);
  hub.attach(server);
  second = { database, hub, app, server };
}, 180_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await second.hub.close();
  second.server.close();
  server1.close();
  if (second.database !== t.database) await second.database.close();
  await t.close();
});

describe("realtime fan-out across instances", () => {
  it("delivers a default-model change made on one instance to clients of both", async () => {
    const a = await joinedClient(server1, member.access_token);
    const b = await joinedClient(second.server, admin.access_token);

    const models = ((await (await t.request("/api/models?type=text", { token: admin.access_token })).json()) as { data: AiModel[] }).data;
    const writer = models.find((m) => m.model_id === "builtin-writer")!;
    const res = await second.app.request(`/api/models/${writer.id}/default`, { method: "POST", headers: { authorization: `Bearer ${admin.access_token}` } });
    expect(res.status).toBe(200);

    for (const client of [a, b]) {
      const changed = await client.next((m) => m.type === "event" && m.channel === MODEL_CHANGE_CHANNEL);
      expect(changed).toEqual({ type: "event", channel: MODEL_CHANGE_CHANNEL, event: "model-changed", payload: { modelId: writer.id } });
      const update = await client.next((m) => m.type === "event" && m.channel === MODEL_UPDATES_CHANNEL);
      expect(update).toMatchObject({ event: "postgres_changes", payload: { type: "UPDATE", table: "ai_models", record: { id: writer.id, is_default: true } } });
    }
  });

  it("delivers only to subscribers of the channel", async () => {
    const client = connect(wsUrl(server1, `?token=${member.access_token}`));
    await client.next((m) => m.type === "joined");
    client.send({ type: "subscribe", channel: MODEL_CHANGE_CHANNEL });
    await client.next((m) => m.type === "subscribed");
    await second.hub.publish(MODEL_UPDATES_CHANNEL, "postgres_changes", { type: "UPDATE", table: "ai_models", record: { id: "x" } });
    await second.hub.publish(MODEL_CHANGE_CHANNEL, "model-changed", { modelId: "y" });
    const msg = await client.next((m) => m.type === "event");
    expect(msg).toMatchObject({ channel: MODEL_CHANGE_CHANNEL, payload: { modelId: "y" } });
    expect(client.received.filter((m) => m.type === "event")).toHaveLength(1);
  });
});

describe("per-user channels", () => {
  it("delivers an addressed event to its user's sockets on every instance and to nobody else", async () => {
    const subscribe = async (server: ServerType, token: string) => {
      const client = connect(wsUrl(server, `?token=${token}`));
      await client.next((m) => m.type === "joined");
      client.send({ type: "subscribe", channel: POSTS_CHANNEL });
      await client.next((m) => m.type === "subscribed" && m.channel === POSTS_CHANNEL);
      return client;
    };
    const ownerHere = await subscribe(server1, member.access_token);
    const ownerThere = await subscribe(second.server, member.access_token);
    const stranger = await subscribe(server1, admin.access_token);

    await second.hub.publish(POSTS_CHANNEL, "post-updated", { id: "p1", status: "published" }, member.user.id);
    // A later broadcast on the same channel reaches everyone: once the stranger has it, the addressed one was not sent.
    await t.deps.services.realtime!.publish(POSTS_CHANNEL, "marker", {});
    await stranger.next((m) => m.type === "event" && m.event === "marker");
    for (const owner of [ownerHere, ownerThere]) {
      expect(await owner.next((m) => m.type === "event" && m.event === "post-updated")).toMatchObject({
        channel: POSTS_CHANNEL,
        payload: { id: "p1", status: "published" },
      });
    }
    expect(stranger.received.filter((m) => m.type === "event" && m.event === "post-updated")).toHaveLength(0);
  });
});

describe("joining", () => {
  it("lets only members subscribe to a workspace's channel, and unsubscribes a removed member at once on every instance", async () => {
    const q = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as Record<string, string>[];
    const [{ id: team }] = await q("insert into workspaces (name, kind) values ('Team', 'team') returning id");
    await q("insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'writer')", [team, admin.user.id, member.user.id]);
    const channel = workspaceChannel(team);
    const subscribe = async (server: ServerType, token: string) => {
      const client = connect(wsUrl(server, `?token=${token}`));
      await client.next((m) => m.type === "joined");
      client.send({ type: "subscribe", channel });
      return client;
    };
    const ownerThere = await subscribe(second.server, admin.access_token);
    const memberHere = await subscribe(server1, member.access_token);
    await ownerThere.next((m) => m.type === "subscribed" && m.channel === channel);
    await memberHere.next((m) => m.type === "subscribed" && m.channel === channel);

    // Somebody else's workspace is answered like a channel that does not exist.
    const [{ id: adminPersonal }] = await q("select id from workspaces where personal_owner_id = $1", [admin.user.id]);
    const stranger = await subscribe(server1, member.access_token);
    stranger.send({ type: "subscribe", channel: workspaceChannel(adminPersonal) });
    expect(await stranger.next((m) => m.type === "error")).toMatchObject({ code: "unknown_channel" });
    expect(stranger.received.some((m) => m.type === "subscribed" && m.channel === workspaceChannel(adminPersonal))).toBe(false);

    await second.hub.publish(channel, "draft.updated", { id: "d1" });
    for (const client of [ownerThere, memberHere])
      expect(await client.next((m) => m.type === "event" && m.channel === channel)).toMatchObject({ event: "draft.updated", payload: { id: "d1" } });

    // Removed on one instance: the member's socket on the other hears why and is unsubscribed; the owner stays.
    await q("delete from workspace_members where workspace_id = $1 and user_id = $2", [team, member.user.id]);
    await second.hub.revokeWorkspaceAccess(team, member.user.id);
    expect(await memberHere.next((m) => m.type === "event" && m.event === WORKSPACE_ACCESS_REVOKED_EVENT)).toMatchObject({ payload: { workspace_id: team } });
    await memberHere.next((m) => m.type === "unsubscribed" && m.channel === channel);
    await t.deps.services.realtime!.publish(channel, "draft.updated", { id: "d2" });
    expect(await ownerThere.next((m) => m.type === "event" && (m.payload as { id?: string }).id === "d2")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(memberHere.received.some((m) => m.type === "event" && (m.payload as { id?: string }).id === "d2")).toBe(false);
    // And cannot subscribe again.
    memberHere.send({ type: "subscribe", channel });
    expect(await memberHere.next((m) => m.type === "error" && m.code === "unknown_channel")).toBeTruthy();
  });

  it("refuses an expired token with close code 4001", async () => {
    const issued = new Date(t.clock.now().getTime() - 2 * 3600_000);
    const { token } = await signAccessToken(
      jwtSecretOf(t.config),
      { id: member.user.id, email: member.user.email ?? "x@example.com", role: "user", sessionFamily: "f" },
      issued,
      3600,
    );
    const client = connect(wsUrl(server1));
    await client.opened;
    client.send({ type: "join", token });
    const error = await client.next((m) => m.type === "error");
    expect(error).toMatchObject({ code: "token_expired" });
    expect(await client.closed).toEqual({ code: REALTIME_CLOSE.tokenExpired, reason: "token expired" });
  });

  it("refuses a token whose session has ended (signed out) with 4003", async () => {
    const session = await createUser(t);
    expect((await t.request("/api/auth/logout", { method: "POST", token: session.access_token })).status).toBe(204);
    const client = connect(wsUrl(server1));
    await client.opened;
    client.send({ type: "join", token: session.access_token });
    expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "invalid_token" });
    expect((await client.closed).code).toBe(REALTIME_CLOSE.invalidToken);
  });

  it("refuses an invalid token, and one in the query string, with 4003", async () => {
    const client = connect(wsUrl(second.server, "?token=not.a.token"));
    expect((await client.closed).code).toBe(REALTIME_CLOSE.invalidToken);
  });

  it("does not subscribe a socket that has not joined", async () => {
    const client = connect(wsUrl(server1));
    await client.opened;
    client.send({ type: "subscribe", channel: MODEL_CHANGE_CHANNEL });
    expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "not_joined" });
  });

  it("refuses unknown channels and answers pings", async () => {
    const client = await joinedClient(server1, member.access_token);
    client.send({ type: "subscribe", channel: "secrets" });
    expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "unknown_channel" });
    client.send({ type: "ping" });
    await client.next((m) => m.type === "pong");
  });

  it("ignores upgrades on other paths", async () => {
    const port = (server1.address() as AddressInfo).port;
    const client = connect(`ws://127.0.0.1:${port}/api/other`);
    await expect(client.opened).rejects.toThrow();
  });
});

describe("liveness", () => {
  it("closes a socket that never joins, and drops one that stops answering pings", async () => {
    const hub = await createRealtimeHub(
      { config: t.config, database: t.database, logger: t.deps.logger, clock: t.clock },
      { joinTimeoutMs: 100, heartbeatMs: 60 },
    );
    const server = await listen(t.app.fetch);
    hub.attach(server);
    try {
      const idle = connect(wsUrl(server));
      expect((await idle.closed).code).toBe(REALTIME_CLOSE.joinTimeout);

      const silent = connect(wsUrl(server, `?token=${member.access_token}`), { autoPong: false });
      await silent.next((m) => m.type === "joined");
      expect((await silent.closed).code).toBe(1006);

      // A client that answers pings outlives several heartbeats (counted by the pings it got, not by a clock).
      const healthy = await joinedClient(server, member.access_token);
      await new Promise<void>((resolve) => {
        let pings = 0;
        healthy.ws.on("ping", () => ++pings === 4 && resolve());
      });
      expect(healthy.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      await hub.close();
      server.close();
    }
  });
});
