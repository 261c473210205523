/**
 * Co-editing (issue 26): keystroke-to-other-screen latency with 20 editors on one draft (one instance, and across
 * two on one database), memory per open doc, and the time to load a draft with 10,000 edits. The server runs in
 * this process over PGlite (a test app); the editors are socket clients (tests/helpers/collab-client.ts).
 */
import type { AddressInfo } from "node:net";
import * as Y from "yjs";
import { serveApp, type ServerType } from "../src/server/http-server";
import { createRealtimeHub } from "../src/server/realtime/create-realtime";
import { COLLAB } from "../src/shared/contracts/collab";
import { openCollab, type CollabClient } from "../tests/helpers/collab-client";
import { draftData } from "../tests/helpers/drafts";
import { createTestApp } from "../tests/helpers/test-app";
import { createUser } from "../tests/helpers/users";
import { createTeamWorkspace, inWorkspace } from "../tests/helpers/workspaces";
import { percentile, recordFigures, writeSection } from "./lib/results";

const EDITORS = 20;
const KEYSTROKES = 10;

const t = await createTestApp();
const owner = await createUser(t);
const team = await createTeamWorkspace(t, owner.user.id);
const listen = (fetch: (req: Request) => Response | Promise<Response>) =>
  new Promise<ServerType>((resolve) => {
    const server = serveApp({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(server));
  });
const url = (s: ServerType) => `ws://127.0.0.1:${(s.address() as AddressInfo).port}/api/realtime`;
async function newDraft(text: string): Promise<string> {
  const res = await t.request("/api/drafts", { method: "POST", token: owner.access_token, headers: inWorkspace(team), json: { page: "general", position: 0, data: draftData({ generatedPost: text }) } });
  return ((await res.json()) as { id: string }).id;
}

const s1 = await listen(t.app.fetch);
t.deps.services.realtime!.attach(s1);
const hub2 = await createRealtimeHub({ config: t.config, database: t.database, logger: t.deps.logger, clock: t.clock });
const s2 = await listen(t.app.fetch);
hub2.attach(s2);

async function latency(servers: ServerType[]) {
  const draft = await newDraft("");
  const clients: CollabClient[] = [];
  for (let i = 0; i < EDITORS; i++) clients.push(await openCollab(url(servers[i % servers.length]), owner.access_token, team, draft));
  const samples: number[] = [];
  for (let k = 0; k < KEYSTROKES; k++) {
    for (const [i, writer] of clients.entries()) {
      const mark = `${i}.${k};`;
      const start = performance.now();
      writer.insert(writer.text.length, mark);
      await Promise.all(clients.filter((c) => c !== writer).map((c) => c.until((s) => s.includes(mark)).then(() => samples.push(performance.now() - start))));
    }
  }
  for (const c of clients) c.close();
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const one = await latency([s1]);
const two = await latency([s1, s2]);

/**
 * Presence fan-out: SOCKETS members' sockets on one page's presence room, half on each instance; one member moves
 * (its presence state changes) and the time until every other socket holds the new state is taken per receiver.
 */
const SOCKETS = 500;
const MOVES = 10;
async function presenceFanOut() {
  const room = "page:general";
  const clients: CollabClient[] = [];
  for (let i = 0; i < SOCKETS; i++) clients.push(await openCollab(url(i % 2 ? s2 : s1), owner.access_token, team, room));
  const perReceiver: number[] = [];
  const whole: number[] = [];
  for (let m = 0; m < MOVES; m++) {
    const mover = clients[(m * 37) % SOCKETS];
    const others = clients.filter((c) => c !== mover);
    const id = mover.doc.clientID;
    const arrived = others.map(
      (c) =>
        new Promise<number>((resolve) => {
          const check = () => {
            if ((c.awareness.getStates().get(id) as { move?: number } | undefined)?.move !== m) return;
            c.awareness.off("change", check);
            resolve(performance.now());
          };
          c.awareness.on("change", check);
        }),
    );
    const start = performance.now();
    mover.awareness.setLocalStateField("move", m);
    const times = await Promise.all(arrived);
    for (const at of times) perReceiver.push(at - start);
    whole.push(Math.max(...times) - start);
  }
  for (const c of clients) {
    c.awareness.destroy();
    c.close();
  }
  perReceiver.sort((a, b) => a - b);
  whole.sort((a, b) => a - b);
  return { p50: percentile(perReceiver, 50), p99: percentile(perReceiver, 99), allP50: percentile(whole, 50) };
}
const fanOut = await presenceFanOut();

// Memory per open doc: 200 drafts of 2,000 characters opened in one instance's rooms.
const rooms = t.deps.services.realtime!.collab;
const ids: string[] = [];
for (let i = 0; i < 200; i++) ids.push(await newDraft("x".repeat(2000)));
globalThis.gc?.();
const before = process.memoryUsage().heapUsed;
const peers = ids.map(() => ({ userId: owner.user.id, send: () => undefined }));
for (const [i, id] of ids.entries()) await rooms.open(peers[i], team, id, true);
globalThis.gc?.();
const perDocKb = (process.memoryUsage().heapUsed - before) / ids.length / 1024;
for (const [i, id] of ids.entries()) rooms.close(peers[i], team, id);

// A draft with 10,000 edits (stored as they came, compaction off): the time for a fresh instance to open it.
const heavy = await newDraft("");
const doc = new Y.Doc();
const text = doc.getText(COLLAB.textName);
for (let i = 0; i < 10_000; i++) {
  const sv = Y.encodeStateVector(doc);
  text.insert(text.length, String(i % 10));
  await t.database.executeSql("insert into draft_doc_updates (workspace_id, draft_id, update) values ($1, $2, $3)", [team, heavy, Buffer.from(Y.encodeStateAsUpdate(doc, sv))]);
}
const hub3 = await createRealtimeHub({ config: t.config, database: t.database, logger: t.deps.logger, clock: t.clock });
const loadStart = performance.now();
await hub3.collab.open({ userId: owner.user.id, send: () => undefined }, team, heavy, true);
const loadMs = performance.now() - loadStart;
// The baseline: the same stored updates merged with Y.mergeUpdates and applied, as a draft was loaded before.
const storedRows = (await t.database.executeSql("select update from draft_doc_updates where draft_id = $1 order by id", [heavy])) as { rows: { update: Uint8Array }[] };
const mergeStart = performance.now();
Y.applyUpdate(new Y.Doc(), Y.mergeUpdates(storedRows.rows.map((r) => new Uint8Array(r.update))));
const mergeMs = performance.now() - mergeStart;

const f = (n: number) => n.toFixed(1);
recordFigures({ "collab.presence_fanout_500.p50_ms": fanOut.p50, "collab.presence_fanout_500.p99_ms": fanOut.p99, "collab.presence_fanout_500.all_ms": fanOut.allP50, "collab.keystroke.p50_ms": one.p50, "collab.keystroke.p99_ms": one.p99, "collab.keystroke_two_instances.p50_ms": two.p50, "collab.keystroke_two_instances.p99_ms": two.p99, "collab.doc_memory_kb": perDocKb, "collab.load_10k_edits_ms": loadMs, "collab.load_10k_edits_mergeupdates_ms": mergeMs });
writeSection(
  "Co-editing (bench/collab-latency.ts)",
  [
    `${EDITORS} editors on one draft, ${KEYSTROKES} keystrokes each, PGlite, one machine (${new Date().toISOString().slice(0, 10)}).`,
    "",
    "| figure | value |",
    "|---|---|",
    `| keystroke to other screens, one instance, p50 / p99 | ${f(one.p50)} ms / ${f(one.p99)} ms |`,
    `| keystroke to other screens, two instances, p50 / p99 | ${f(two.p50)} ms / ${f(two.p99)} ms |`,
    `| presence fan-out to ${SOCKETS} sockets (two instances), per receiver p50 / p99 | ${f(fanOut.p50)} ms / ${f(fanOut.p99)} ms |`,
    `| presence fan-out, until the last of the ${SOCKETS - 1} others has it (median of ${MOVES} moves) | ${f(fanOut.allP50)} ms |`,
    `| heap per open doc (2,000 characters) | ${f(perDocKb)} KB |`,
    `| open a draft with 10,000 stored edits | ${f(loadMs)} ms |`,
    `| baseline: the same ${storedRows.rows.length.toLocaleString("en-US")} stored updates merged with Y.mergeUpdates, then applied (how a draft was loaded before) | ${f(mergeMs)} ms |`,
    "",
    `What the figures do not show: the editors and the ${SOCKETS} presence sockets are clients in the same Node process as both instances (one process on a 2-core machine, over loopback), so a receiver's time includes this process reading every other socket's message before it; a browser's work (applying the update to the editor, painting cursors) and a real network are not in them. "Two instances" is two hubs on one database in one process, their messages crossing through PGlite's notifications, not two machines on PostgreSQL.`,
  ].join("\n"),
);
console.log({ one, two, fanOut, perDocKb, loadMs, mergeMs });
await hub3.close();
await hub2.close();
s1.close();
s2.close();
await t.close();
process.exit(0);
