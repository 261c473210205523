/**
 * API throughput: an authenticated single-row GET and a list GET at 50 connections (autocannon), on PGlite and on
 * PostgreSQL (1 and 2 server processes), with two peers on the same database and machine: a minimal Fastify +
 * node-postgres handler of the same single-row query (bench/peers/fastify-pg.ts) and pgbench running the query
 * itself (the ceiling). Each server's CPU time per request comes from its own kernel counters (/proc).
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { cpuPer, idleCpuRate } from "./lib/cpu";
import { judge, recordFigures, table, writeSection } from "./lib/results";
import { freePort, signedInUser, startServer, waitForUrl } from "./lib/server";

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Math.max(1, Math.round(DURATION / 3));

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuUs: number;
}

async function cannon(pid: number, idle: number, url: string, token: string | null, duration = DURATION): Promise<Run> {
  const { result, cpuUsPerUnit } = await cpuPer(
    pid,
    idle,
    () => autocannon({ url, connections: CONNECTIONS, duration, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    (r) => r.requests.total,
  );
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuUs: cpuUsPerUnit };
}

async function measure(env: Record<string, string>) {
  const server = await startServer({ env });
  const pid = server.process.pid!;
  try {
    const { token } = await signedInUser(server.url);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    let promptId = "";
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${server.url}/api/prompts`, { method: "POST", headers, body: JSON.stringify({ name: `Bench prompt ${i}`, prompt_text: "Write a short post about the text provided.", type: "social_media" }) });
      promptId = ((await res.json()) as { id: string }).id;
    }
    const idle = await idleCpuRate(pid);
    await cannon(pid, idle, `${server.url}/api/prompts/${promptId}`, token, WARMUP);
    const single = await cannon(pid, idle, `${server.url}/api/prompts/${promptId}`, token);
    const list = await cannon(pid, idle, `${server.url}/api/prompts?limit=20`, token);
    const userId = (JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { sub: string }).sub;
    return { single, list, promptId, userId };
  } finally {
    await server.stop();
  }
}

/** The same single-row read through Fastify + node-postgres, on the same database. */
async function fastifyPeer(dbUrl: string, promptId: string, userId: string): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/peers/fastify-pg.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATABASE_URL: dbUrl, PEER_USER_ID: userId },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    const url = `http://127.0.0.1:${port}/api/prompts/${promptId}`;
    await waitForUrl(url, child);
    const idle = await idleCpuRate(child.pid!);
    await cannon(child.pid!, idle, url, null, WARMUP);
    return await cannon(child.pid!, idle, url, null);
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  }
}

function pgbenchCeiling(dbUrl: string, promptId: string, userId: string): number | null {
  try {
    const script = path.join(tmpdir(), `cs-pgbench-${randomBytes(3).toString("hex")}.sql`);
    writeFileSync(script, `select id, user_id, name, description, prompt_text, type, is_active, created_at, updated_at from prompts where id = '${promptId}' and user_id = '${userId}' limit 1;\n`);
    const out = execFileSync("pgbench", ["-n", "-M", "prepared", "-c", String(CONNECTIONS), "-j", "2", "-T", String(DURATION), "-f", script, dbUrl], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const match = /tps = ([\d.]+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const rows: (string | number)[][] = [];
const fmt = (r: Run) => [Math.round(r.rps), r.p50, r.p99, r.errors, Math.round(r.cpuUs)];

const lite = await measure({});
recordFigures({ "api.pglite.single.rps": Math.round(lite.single.rps), "api.pglite.single.cpu_us": Math.round(lite.single.cpuUs) });
rows.push(["Content Studio, PGlite", "GET /api/prompts/:id", ...fmt(lite.single), "", ""]);
rows.push(["Content Studio, PGlite", "GET /api/prompts?limit=20", ...fmt(lite.list), "", ""]);

const peerNotes: string[] = [];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `cs_bench_api_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    for (const workers of [1, 2]) {
      const r = await measure({ DATABASE_URL: url.toString(), WORKERS: String(workers) });
      const label = `Content Studio, PostgreSQL, ${workers} process${workers > 1 ? "es" : ""}`;
      const figures = { [`api.postgres-${workers}.single.rps`]: Math.round(r.single.rps), [`api.postgres-${workers}.single.p99`]: r.single.p99 };
      recordFigures({ ...figures, [`api.postgres-${workers}.single.cpu_us`]: Math.round(r.single.cpuUs) });
      rows.push([label, "GET /api/prompts/:id", ...fmt(r.single), "", workers === 1 ? judge(figures) : ""]);
      rows.push([label, "GET /api/prompts?limit=20", ...fmt(r.list), "", ""]);
      if (workers > 1) continue;
      // Peers, on the rows the first run created, while no server of ours is running.
      const peer = await fastifyPeer(url.toString(), r.promptId, r.userId);
      rows.push(["peer: Fastify + node-postgres, 1 process", "GET /api/prompts/:id (same query, no auth)", ...fmt(peer), `${(r.single.rps / peer.rps).toFixed(2)}× its req/s, ${(r.single.cpuUs / peer.cpuUs).toFixed(2)}× its CPU`, ""]);
      const ceiling = pgbenchCeiling(url.toString(), r.promptId, r.userId);
      rows.push(["peer: pgbench (the query alone)", "same select, prepared", ceiling ? Math.round(ceiling) : "unavailable", "", "", "", "", ceiling ? `${((r.single.rps / ceiling) * 100).toFixed(1)}% of its tps` : "", ""]);
      recordFigures({
        "api.fastify.single.rps": Math.round(peer.rps),
        "api.fastify.single.cpu_us": Math.round(peer.cpuUs),
        "api.ratio.fastify.rps": Number((r.single.rps / peer.rps).toFixed(3)),
        "api.ratio.fastify.cpu": Number((r.single.cpuUs / peer.cpuUs).toFixed(3)),
        ...(ceiling ? { "api.pgbench.tps": Math.round(ceiling), "api.ratio.pgbench.rps": Number((r.single.rps / ceiling).toFixed(3)) } : {}),
      });
      peerNotes.push(
        `Per request, our server spends ${Math.round(r.single.cpuUs)} µs of CPU on the single-row GET against the peer's ${Math.round(peer.cpuUs)} µs; ` +
          `the difference is what authentication (bearer JWT), zod validation of the path, the query builder and the response envelope cost.`,
      );
    }
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

const body = `${table(["server", "request", "req/s", "p50 (ms)", "p99 (ms)", "errors", "server CPU per request (µs)", "ratio (ours ÷ peer)", "target ≥ 4,000 req/s, p99 < 30 ms"], rows)}

${CONNECTIONS} connections for ${DURATION} s per row after a ${WARMUP} s warm-up (autocannon in the benchmark process; the server, PostgreSQL and pgbench on the same ${os.cpus().length}-core machine). Bearer-token auth on every request to our server. Server CPU per request: user + system time the kernel charged to the server's processes (/proc/<pid>/stat, cluster workers included) during the run, less its idle rate (measured for 1 s before the warm-up, with nothing in flight), divided by the requests answered; it does not depend on how much of the machine the load generator took.
${peerNotes.length ? `\n${peerNotes.join("\n")}\n` : ""}`;
console.log(body);
writeSection("API throughput", body);
