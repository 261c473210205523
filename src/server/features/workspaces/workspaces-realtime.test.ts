/**
 * Removing a member through the API takes their open socket off the workspace's channel at once (issue 25), and a
 * role change reaches every member's page as a `changed` event on the channel.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { serveApp, type ServerType } from "@/server/http-server";
import type { SessionDto } from "@/shared/contracts/auth";
import type { RealtimeServerMessage } from "@/shared/contracts/models";
import { WORKSPACE_ACCESS_REVOKED_EVENT, WORKSPACE_CHANGED_EVENT, workspaceChannel } from "@/shared/contracts/workspaces";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace } from "../../../../tests/helpers/workspaces";

let t: TestApp, server: ServerType, owner: SessionDto, member: SessionDto;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all([createUser(t), createUser(t)]);
  server = await new Promise<ServerType>((resolve) => {
    const s = serveApp({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  t.deps.services.realtime!.attach(server);
}, 180_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  server?.close();
  await t?.close();
});

/** A joined socket subscribed to the channel, recording what it hears. */
async function subscribed(token: string, channel: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime?token=${token}`);
  sockets.push(ws);
  const received: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (raw) => {
    received.push(JSON.parse(String(raw)) as RealtimeServerMessage);
    for (const w of waiters) w();
  });
  const next = (match: (m: RealtimeServerMessage) => boolean) =>
    new Promise<RealtimeServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no such message in time")), 5000);
      const check = () => {
        const found = received.find(match);
        if (found) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        }
      };
      waiters.add(check);
      check();
    });
  await next((m) => m.type === "joined");
  ws.send(JSON.stringify({ type: "subscribe", channel }));
  await next((m) => m.type === "subscribed" && m.channel === channel);
  return { received, next, send: (msg: unknown) => ws.send(JSON.stringify(msg)) };
}

it("unsubscribes a member removed through the API at once, and tells the others' pages", async () => {
  const ws = await createTeamWorkspace(t, owner.user.id, [{ userId: member.user.id, role: "writer" }]);
  const channel = workspaceChannel(ws);
  const ownerSocket = await subscribed(owner.access_token, channel);
  const memberSocket = await subscribed(member.access_token, channel);

  const changed = await t.request(`/api/workspaces/${ws}/members/${member.user.id}`, { method: "PATCH", token: owner.access_token, json: { role: "viewer" } });
  expect(changed.status).toBe(200);
  for (const socket of [ownerSocket, memberSocket]) {
    expect(await socket.next((m) => m.type === "event" && m.event === WORKSPACE_CHANGED_EVENT)).toMatchObject({ channel, payload: { resource: "workspaces", id: ws } });
  }

  const removed = await t.request(`/api/workspaces/${ws}/members/${member.user.id}`, { method: "DELETE", token: owner.access_token });
  expect(removed.status).toBe(204);
  expect(await memberSocket.next((m) => m.type === "event" && m.event === WORKSPACE_ACCESS_REVOKED_EVENT)).toMatchObject({ payload: { workspace_id: ws } });
  await memberSocket.next((m) => m.type === "unsubscribed" && m.channel === channel);

  // A later change reaches the owner, and the removed member can neither hear it nor subscribe again.
  expect((await t.request(`/api/workspaces/${ws}`, { method: "PATCH", token: owner.access_token, json: { name: "Later" } })).status).toBe(200);
  const later = (m: RealtimeServerMessage) => m.type === "event" && m.event === WORKSPACE_CHANGED_EVENT && m.channel === channel;
  await ownerSocket.next((m) => later(m) && ownerSocket.received.filter(later).length >= 3);
  memberSocket.send({ type: "subscribe", channel });
  await memberSocket.next((m) => m.type === "error" && m.code === "unknown_channel");
  expect(memberSocket.received.filter(later)).toHaveLength(1);
});
