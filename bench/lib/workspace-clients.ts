/**
 * Child process of bench/draft-latency.ts: the open pages of a workspace's members. Reads one JSON line on stdin,
 * { channel, sockets: [{ url, token }] }, and opens each socket as the web app does (src/web/lib/realtime.ts): join
 * with the access token once open, subscribe to the workspace channel once joined, a ping every 30 s. Prints:
 *   READY                                   every socket is subscribed
 *   HEARTBEAT <instance url> <t>            the server's heartbeat pinged this instance's first socket
 *   DRAFT <socket> <id> <version> <t>       a draft.changed event
 *   CHANGED <socket> <resource> <id> <t>    a generic "changed" event
 * <t>: receive time in ms since the epoch, sub-ms precision (the parent's clock is the same).
 */
import { createInterface } from "node:readline";
import WebSocket from "ws";
import { REALTIME } from "../../src/shared/constants";
import type { RealtimeServerMessage } from "../../src/shared/contracts/models";
import { DRAFT_CHANGED_EVENT, type DraftChangedPayload } from "../../src/shared/contracts/drafts";
import { WORKSPACE_CHANGED_EVENT, type WorkspaceChangedPayload } from "../../src/shared/contracts/workspaces";

const now = () => performance.timeOrigin + performance.now();
const out: string[] = [];
// One write per turn of the event loop: 200 sockets' lines for one broadcast leave together.
let flushing = false;
const print = (line: string) => {
  out.push(line);
  if (flushing) return;
  flushing = true;
  setImmediate(() => {
    flushing = false;
    process.stdout.write(`${out.splice(0).join("\n")}\n`);
  });
};

const [line] = await createInterface({ input: process.stdin })[Symbol.asyncIterator]().next().then((r) => [r.value as string]);
const { channel, sockets } = JSON.parse(line) as { channel: string; sockets: { url: string; token: string }[] };
let subscribed = 0;
const firstOfInstance = new Map<string, number>();
sockets.forEach(({ url }, i) => firstOfInstance.has(url) || firstOfInstance.set(url, i));

sockets.forEach(({ url, token }, index) => {
  const ws = new WebSocket(url);
  ws.on("open", () => ws.send(JSON.stringify({ type: "join", token })));
  ws.on("message", (raw) => {
    const at = now();
    const msg = JSON.parse(String(raw)) as RealtimeServerMessage;
    if (msg.type === "joined") ws.send(JSON.stringify({ type: "subscribe", channel }));
    else if (msg.type === "subscribed") {
      subscribed += 1;
      if (subscribed === sockets.length) print("READY");
    } else if (msg.type === "event" && msg.event === DRAFT_CHANGED_EVENT) {
      const p = msg.payload as DraftChangedPayload;
      print(`DRAFT ${index} ${p.id} ${p.version} ${at}`);
    } else if (msg.type === "event" && msg.event === WORKSPACE_CHANGED_EVENT) {
      const p = msg.payload as WorkspaceChangedPayload;
      print(`CHANGED ${index} ${p.resource} ${p.id} ${at}`);
    } else if (msg.type === "error") process.stderr.write(`socket ${index}: ${msg.code} ${msg.message}\n`);
  });
  if (firstOfInstance.get(url) === index) ws.on("ping", () => print(`HEARTBEAT ${url} ${now()}`));
  const ping = setInterval(() => ws.readyState === ws.OPEN && ws.send(JSON.stringify({ type: "ping" })), REALTIME.heartbeatMs);
  ws.on("close", (code) => {
    clearInterval(ping);
    process.stderr.write(`socket ${index} closed: ${code}\n`);
  });
  ws.on("error", (err) => process.stderr.write(`socket ${index} error: ${err.message}\n`));
});
