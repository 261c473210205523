/**
 * Issue 25's benchmark: a draft change reaching another member's open page. A team workspace of 200 members (and
 * the writer), each member's page an open socket subscribed to the workspace channel as the web app does it; the
 * writer changes a draft (PATCH /api/drafts/{id} with base_version) again and again, one change at a time, and the
 * time from sending the PATCH to each other member's socket receiving the matching draft.changed (id + version) is
 * measured. Beside it, the same for the generic event every other resource uses (a note's PATCH and its "changed"
 * event), the changes alternating so both meet the same machine. Set-ups: the built server (dist/server/index.js)
 * on PGlite; on PostgreSQL, one instance; then two instances on that database, the writer on A and the sockets
 * split across A and B (B's half cross instances through pg_notify / LISTEN).
 *
 *   npm run bench -- --only draft-latency          (PostgreSQL set-ups need BENCH_DATABASE_URL or TEST_DATABASE_URL)
 *   DRAFT_BENCH_MEMBERS=20 DRAFT_BENCH_CHANGES=40 node --import tsx bench/draft-latency.ts    (a quick check)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { and, eq, inArray } from "drizzle-orm";
import { createSessionsRepository } from "../src/server/auth/sessions.repository";
import { openDatabase, type Database } from "../src/server/db/client";
import { findMembership } from "../src/server/db/memberships";
import { sessions, workspaceMembers } from "../src/server/db/schema";
import { workspaceChannel } from "../src/shared/contracts/workspaces";
import type { DraftData } from "../src/shared/contracts/drafts";
import { createReceiptMatcher, deliveryStats, splitByWindow, type DeliveryStats, type SentChange } from "./lib/delivery";
import { dropFigures, loadAverage, recordFigures, removeSections, table, writeSection } from "./lib/results";
import { withScratchDatabase } from "./lib/scratch-db";
import { signedInUser, startServer, type RunningServer } from "./lib/server";

const MEMBERS = Number(process.env.DRAFT_BENCH_MEMBERS ?? 200);
/** Changes of each kind (draft and note), alternating; the first WARMUP of each are left out. */
const CHANGES = Number(process.env.DRAFT_BENCH_CHANGES ?? 300);
const WARMUP = 10;
/** Between one change's last receipt and the next change: an editor saving every keystroke pause, not a flood. */
const PAUSE_MS = 50;
/** A change not received by every socket within this is counted as missed by those that did not. */
const DEADLINE_MS = 5000;
/** A change sent from this long before to this long after a server heartbeat counts as "at a heartbeat". */
const HEARTBEAT_WINDOW = { beforeMs: 200, afterMs: 1000 };
const SIGNUP_CONCURRENCY = 4;
const SECTION = "A draft change reaching other members' open pages";
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const now = () => performance.timeOrigin + performance.now();

/** A draft as the web saves it: a social post with two generated versions (small enough to be carried in the event). */
function draftData(change: number): DraftData {
  const post = (n: number) => `Fresh sourdough every morning in Leeds, batch ${n}. Come early, it sells out by nine. #bakery #leeds #sourdough`;
  return {
    contentType: "text",
    textContent: `Our bakery's weekend opening, edit ${change}: new rye loaf, longer Saturday hours, a tasting table by the door.`,
    files: [],
    selectedPromptId: "",
    selectedModelId: "",
    additionalContext: "Friendly, short, one call to action.",
    generatedPost: post(change),
    imageUrls: [],
    versions: [1, 2].map((n) => ({ content: post(n), timestamp: "2026-11-26T10:00:00.000Z" })),
    currentVersionIndex: 1,
    selectedImages: [],
    isAlternative: false,
    alternativeIndex: null,
    totalAlternatives: null,
  };
}

interface Team {
  workspaceId: string;
  writer: Record<string, string>;
  members: string[];
  draft: { id: string; version: number };
  noteId: string;
}

async function call<T>(base: string, path: string, init: { method: string; headers: Record<string, string>; body?: unknown }): Promise<T> {
  const res = await fetch(`${base}${path}`, { method: init.method, headers: init.headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  if (!res.ok) throw new Error(`${init.method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

/** The writer's team workspace with MEMBERS members who joined through single-use invitation links, a draft and a note. */
async function buildTeam(base: string): Promise<Team> {
  const { token } = await signedInUser(base);
  const json = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const { id: workspaceId } = await call<{ id: string }>(base, "/api/workspaces", { method: "POST", headers: json, body: { name: "Bench bakery team" } });
  const members: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SIGNUP_CONCURRENCY }, async () => {
      while (next < MEMBERS) {
        next += 1;
        const member = await signedInUser(base);
        const { link } = await call<{ link: string }>(base, `/api/workspaces/${workspaceId}/invitations`, { method: "POST", headers: json, body: { role: "writer" } });
        const invitation = new URL(link).searchParams.get("token")!;
        await call(base, `/api/invitations/${invitation}/accept`, { method: "POST", headers: { authorization: `Bearer ${member.token}` } });
        members.push(member.token);
      }
    }),
  );
  console.log(`  ${MEMBERS} members signed up and joined in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const writer = { ...json, "x-workspace-id": workspaceId };
  const draft = await call<{ id: string; version: number }>(base, "/api/drafts", { method: "POST", headers: writer, body: { page: "social_media", position: 0, data: draftData(0) } });
  const note = await call<{ id: string }>(base, "/api/notes", { method: "POST", headers: writer, body: { title: "Opening hours", content: "Saturday 8 to 4." } });
  return { workspaceId, writer, members: [token, ...members], draft: { id: draft.id, version: draft.version }, noteId: note.id };
}

interface Run {
  draft: SentChange[];
  note: SentChange[];
  /** Socket indexes of the receivers (every member but the writer) on each instance. */
  receivers: Map<string, number[]>;
  heartbeats: number[];
  unmatched: number;
  /** The machine's 1-minute load average when the changes began (other work shares the cores). */
  load: string;
}

/**
 * Opens every member's socket (the writer's too: its own page gets the events as well, but is not counted), spread
 * over `instances` in turn, and sends CHANGES draft changes and CHANGES note changes, alternating, to `writerBase`.
 */
async function measure(team: Team, writerBase: string, instances: RunningServer[]): Promise<Run> {
  const wsUrl = (s: RunningServer) => `${s.url.replace(/^http/, "ws")}/api/realtime`;
  const sockets = team.members.map((token, i) => ({ url: wsUrl(instances[i % instances.length]), token }));
  const receivers = new Map<string, number[]>();
  for (let i = 1; i < sockets.length; i++) receivers.set(sockets[i].url, [...(receivers.get(sockets[i].url) ?? []), i]);

  const child = spawn(process.execPath, ["--import", "tsx", "bench/lib/workspace-clients.ts"], { stdio: ["pipe", "pipe", "inherit"] });
  const matcher = createReceiptMatcher();
  const heartbeats: number[] = [];
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    child.once("exit", (code) => reject(new Error(`the socket process exited (${code})`)));
  });
  let received = 0;
  createInterface({ input: child.stdout }).on("line", (line) => {
    const [kind, ...f] = line.split(" ");
    if (kind === "READY") onReady();
    else if (kind === "HEARTBEAT") heartbeats.push(Number(f[1]));
    else if (kind === "DRAFT") matcher.versionReceived(Number(f[0]), f[1], Number(f[2]), Number(f[3]));
    else if (kind === "CHANGED" && f[1] === "notes") matcher.nextReceived(Number(f[0]), f[1], f[2], Number(f[3]));
    received += 1;
  });
  child.stdin.end(`${JSON.stringify({ channel: workspaceChannel(team.workspaceId), sockets })}\n`);
  await ready;

  const counted = sockets.length - 1;
  const waitFor = async (change: SentChange) => {
    const deadline = Date.now() + DEADLINE_MS;
    while ([...change.receipts.keys()].filter((s) => s > 0).length < counted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  };
  const draft: SentChange[] = [];
  const note: SentChange[] = [];
  const load = loadAverage().split(",")[0];
  let version = team.draft.version;
  for (let i = 0; i < CHANGES; i++) {
    const d: SentChange = { sentAt: now(), answeredAt: 0, receipts: new Map() };
    matcher.expectVersion(team.draft.id, version + 1, d);
    const answer = await call<{ version: number }>(writerBase, `/api/drafts/${team.draft.id}`, { method: "PATCH", headers: team.writer, body: { base_version: version, data: draftData(i + 1) } });
    d.answeredAt = now();
    version = answer.version;
    draft.push(d);
    await waitFor(d);
    await new Promise((r) => setTimeout(r, PAUSE_MS));

    const n: SentChange = { sentAt: now(), answeredAt: 0, receipts: new Map() };
    matcher.expectNext("notes", team.noteId, n);
    await call(writerBase, `/api/notes/${team.noteId}`, { method: "PATCH", headers: team.writer, body: { content: `Saturday 8 to 4, edit ${i + 1}.` } });
    n.answeredAt = now();
    note.push(n);
    await waitFor(n);
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  child.kill();
  team.draft.version = version;
  console.log(`  ${CHANGES} + ${CHANGES} changes sent, ${received} lines from the sockets, ${heartbeats.length} heartbeats seen`);
  return { draft: draft.slice(WARMUP), note: note.slice(WARMUP), receivers, heartbeats, unmatched: matcher.unmatched(), load };
}

/**
 * The database work of one heartbeat of the hub (src/server/realtime/connection.ts) for this workspace's sockets,
 * timed on the benchmark's database after the run: a membership check per socket (never cached) and a session
 * lookup per socket (cached for 60 s, so every other heartbeat), all fired at once as the heartbeat does; beside
 * them, the one query that would check every socket's membership at once. Median of 5 rounds each (ms).
 */
async function heartbeatWork(database: Database, workspaceId: string): Promise<{ members: number; membership: number; sessions: number; batched: number }> {
  const { db } = database;
  const members = (await db.select({ userId: workspaceMembers.userId }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId))).map((r) => r.userId);
  const sessionIds = (await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, members))).map((r) => r.id);
  const repo = createSessionsRepository(db);
  const median = async (round: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await round();
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b)[2];
  };
  return {
    members: members.length,
    membership: await median(() => Promise.all(members.map((userId) => findMembership(db, userId, workspaceId)))),
    sessions: await median(() => Promise.all(sessionIds.map((id) => repo.find(id)))),
    batched: await median(() =>
      db
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, members))),
    ),
  };
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "missed");
const rows: (string | number)[][] = [];
const heartbeatRows: (string | number)[][] = [];
const notes: string[] = [];

const workRows: (string | number)[][] = [];
async function reportHeartbeatWork(setup: string, key: string, database: Database, workspaceId: string) {
  const w = await heartbeatWork(database, workspaceId);
  workRows.push([setup, w.members, w.membership.toFixed(1), w.sessions.toFixed(1), w.batched.toFixed(1)]);
  recordFigures({ [`drafts.realtime.${key}.heartbeat.membership_ms`]: round(w.membership), [`drafts.realtime.${key}.heartbeat.sessions_ms`]: round(w.sessions) });
}

function report(setup: string, key: string, run: Run) {
  const everyone = [...run.receivers.values()].flat();
  const figures: Record<string, number> = {};
  for (const [event, changes] of [
    ["draft.changed (draft PATCH)", run.draft],
    ['"changed" (note PATCH, the generic event)', run.note],
  ] as const) {
    const s = deliveryStats(changes, everyone);
    rows.push([setup, run.load, event, changes.length, `${s.delivered}/${s.expected}`, ms(s.p50), ms(s.p99), ms(s.max), ms(s.lastP50), ms(s.lastP99), ms(s.answeredP50)]);
    const k = `drafts.realtime.${key}.${changes === run.draft ? "draft" : "note"}`;
    Object.assign(figures, { [`${k}.p50`]: round(s.p50), [`${k}.p99`]: round(s.p99), [`${k}.last.p99`]: round(s.lastP99), [`${k}.missed`]: s.expected - s.delivered });
  }
  const draft = deliveryStats(run.draft, everyone);
  figures[`drafts.realtime.${key}.ratio.p50`] = round(draft.p50 / deliveryStats(run.note, everyone).p50);
  if (run.receivers.size > 1) {
    [...run.receivers.values()].forEach((sockets, i) => {
      const s = deliveryStats(run.draft, sockets);
      rows.push([setup, run.load, `draft.changed, the ${sockets.length} sockets on instance ${"AB"[i]}${i === 0 ? " (the writer's)" : " (crossing)"}`, run.draft.length, `${s.delivered}/${s.expected}`, ms(s.p50), ms(s.p99), ms(s.max), ms(s.lastP50), ms(s.lastP99), ""]);
      figures[`drafts.realtime.${key}.draft.instance-${"ab"[i]}.p50`] = round(s.p50);
    });
  }
  const { inside, outside } = splitByWindow([...run.draft, ...run.note], run.heartbeats, HEARTBEAT_WINDOW);
  const at = (c: SentChange[]): DeliveryStats | null => (c.length ? deliveryStats(c, everyone) : null);
  const [hi, ho] = [at(inside), at(outside)];
  heartbeatRows.push([setup, run.heartbeats.length, `${inside.length} / ${outside.length}`, hi ? `${ms(hi.p50)} / ${ms(hi.max)}` : "none", ho ? `${ms(ho.p50)} / ${ms(ho.p99)} / ${ms(ho.max)}` : "none"]);
  if (run.unmatched) notes.push(`${setup}: ${run.unmatched} receipts matched no change sent.`);
  recordFigures(figures);
}

const round = (n: number) => (Number.isFinite(n) ? Number(n.toFixed(2)) : -1);

async function main() {
  dropFigures("drafts.realtime.");

  console.log("PGlite, one instance");
  const dataDir = mkdtempSync(path.join(tmpdir(), "cs-bench-drafts-"));
  const lite = await startServer({ env: { DATA_DIR: dataDir } });
  let liteWorkspace = "";
  try {
    const team = await buildTeam(lite.url);
    liteWorkspace = team.workspaceId;
    report("PGlite, 1 instance", "pglite-1", await measure(team, lite.url, [lite]));
  } finally {
    await lite.stop();
  }
  // The server is stopped: its PGlite folder opens here.
  const liteDb = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  await reportHeartbeatWork("PGlite", "pglite-1", liteDb, liteWorkspace);
  await liteDb.close();
  rmSync(dataDir, { recursive: true, force: true });

  if (PG_URL) {
    const scratch = withScratchDatabase(PG_URL, "cs_bench_drafts");
    const env = { DATABASE_URL: await scratch.create() };
    const servers: RunningServer[] = [];
    try {
      servers.push(await startServer({ env }));
      console.log("PostgreSQL, one instance");
      const team = await buildTeam(servers[0].url);
      report("PostgreSQL, 1 instance", "postgres-1", await measure(team, servers[0].url, [servers[0]]));
      console.log("PostgreSQL, two instances");
      servers.push(await startServer({ env }));
      report("PostgreSQL, 2 instances", "postgres-2", await measure(team, servers[0].url, servers));
      // With the servers' own pool size (DATABASE_POOL_SIZE, 10), while they still run idle.
      const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 10 });
      await reportHeartbeatWork("PostgreSQL", "postgres-1", database, team.workspaceId).finally(() => database.close());
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await scratch.drop();
    }
  } else {
    notes.push("PostgreSQL not measured in this run: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a role that may create databases.");
  }

  const body = [
    `A team workspace of ${MEMBERS} members and the writer, every member's page an open socket (\`/api/realtime\`, joined and subscribed to \`workspace:<id>\` as src/web/lib/realtime.ts does; the writer's page too, not counted), in one client process beside the built server(s) (\`dist/server/index.js\`). The writer sends ${CHANGES} draft changes (PATCH /api/drafts/{id} with base_version, ${JSON.stringify(draftData(1)).length} characters of draft JSON, carried in the event) and ${CHANGES} note changes (PATCH /api/notes/{id}, whose generic "changed" event every other resource uses: the baseline), alternating, one at a time: each waits until all ${MEMBERS} receivers have it (at most ${DEADLINE_MS / 1000} s), then ${PAUSE_MS} ms. Latency: from sending the PATCH to a receiving socket's message (a draft matched by id and version, a note by its order on the socket), the first ${WARMUP} of each kind left out. With two instances the writer talks to A and the sockets alternate between A and B.`,
    "",
    table(["set-up", "load (1 min) at its start", "event", "changes", "delivered", "p50 (ms)", "p99 (ms)", "max (ms)", `last of ${MEMBERS}: p50 (ms)`, `last of ${MEMBERS}: p99 (ms)`, "PATCH answered p50 (ms)"], rows),
    "",
    `The server's heartbeat (every 30 s: a ping, a session check and a membership check per socket and workspace channel) against the changes sent from ${HEARTBEAT_WINDOW.beforeMs} ms before to ${HEARTBEAT_WINDOW.afterMs} ms after one (seen by a socket as the server's ping), both kinds together:`,
    "",
    table(["set-up", "heartbeats seen", "changes at a heartbeat / others", "at a heartbeat: p50 / max (ms)", "others: p50 / p99 / max (ms)"], heartbeatRows),
    "",
    `The database work of one heartbeat for this workspace's ${MEMBERS + 1} sockets, fired at once as the hub does, timed on the same database after the run (median of 5 rounds; PGlite in this process, PostgreSQL through a pool of 10 as the server's): the membership checks run on every heartbeat, the session lookups on every other one (their cache keeps an answer 60 s); the last column is the one query that would check all the memberships at once.`,
    "",
    table(["database", "members", `${MEMBERS + 1} membership checks (ms)`, `${MEMBERS + 1} session lookups (ms)`, "one query for all memberships (ms)"], workRows),
    "",
    `What the figures do not show: the web app's work once the message is in (parsing in the browser, merging the row into the page's state, React's render and the paint), the browser's own network stack, and a network between the members and the server: here everything runs on one 2-core machine over loopback, the ${MEMBERS + 1} sockets in one Node process competing with the server(s) and PostgreSQL for the cores, so the spread across receivers is mostly that process reading ${MEMBERS + 1} messages one after another. The draft's event is published after the generic "changed" event of the same PATCH, so it pays one more pg_notify round trip than the note's, and every socket gets two messages per draft change (the "changed" that refreshes other views, then draft.changed with the row).`,
    ...notes.map((n) => `\n${n}`),
  ].join("\n");
  console.log(body);
  removeSections(SECTION);
  writeSection(`${SECTION} (${MEMBERS} members)`, body);
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
