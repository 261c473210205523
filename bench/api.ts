/**
 * API throughput: an authenticated single-row GET and a list GET at 50 connections (autocannon), on PGlite and
 * on PostgreSQL, with pgbench's figure for the same single-row query as the ceiling.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { signedInUser, startServer } from "./lib/server";
import { table, writeSection } from "./lib/results";

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function cannon(url: string, token: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { authorization: `Bearer ${token}` } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function measure(label: string, env: Record<string, string>, port: number) {
  const server = await startServer({ port, env });
  try {
    const { token } = await signedInUser(server.url);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    let promptId = "";
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${server.url}/api/prompts`, { method: "POST", headers, body: JSON.stringify({ name: `Bench prompt ${i}`, prompt_text: "Write a short post about the text provided.", type: "social_media" }) });
      promptId = ((await res.json()) as { id: string }).id;
    }
    await cannon(`${server.url}/api/prompts/${promptId}`, token); // warm-up
    const single = await cannon(`${server.url}/api/prompts/${promptId}`, token);
    const list = await cannon(`${server.url}/api/prompts?limit=20`, token);
    return { single, list, promptId };
  } finally {
    await server.stop();
  }
}

function pgbenchCeiling(dbUrl: string): number | null {
  try {
    const script = path.join(tmpdir(), `cs-pgbench-${randomBytes(3).toString("hex")}.sql`);
    writeFileSync(script, "select id, user_id, name, description, prompt_text, type, is_active, created_at from prompts where id = (select id from prompts limit 1);\n");
    const out = execFileSync("pgbench", ["-n", "-M", "prepared", "-c", String(CONNECTIONS), "-j", "2", "-T", String(DURATION), "-f", script, dbUrl], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const match = /tps = ([\d.]+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const rows: (string | number)[][] = [];
const fmt = (r: { rps: number; p50: number; p99: number; errors: number }) => [Math.round(r.rps), r.p50, r.p99, r.errors];

const lite = await measure("PGlite", {}, 3301);
rows.push(["PGlite", "GET /api/prompts/:id", ...fmt(lite.single), "", ""]);
rows.push(["PGlite", "GET /api/prompts?limit=20", ...fmt(lite.list), "", ""]);

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `cs_bench_api_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    // The ceiling is measured once the first run has created and filled the tables.
    let ceiling: number | null = null;
    const share = (rps: number) => (ceiling ? `${((rps / ceiling) * 100).toFixed(0)}% of ${Math.round(ceiling)}` : "pgbench unavailable");
    for (const workers of [1, 2]) {
      const r = await measure("PostgreSQL", { DATABASE_URL: url.toString(), WORKERS: String(workers) }, 3302 + workers);
      ceiling ??= pgbenchCeiling(url.toString());
      const target = r.single.rps >= 4000 && r.single.p99 < 30 ? "met" : "missed";
      rows.push([`PostgreSQL, ${workers} process${workers > 1 ? "es" : ""}`, "GET /api/prompts/:id", ...fmt(r.single), share(r.single.rps), target]);
      rows.push([`PostgreSQL, ${workers} process${workers > 1 ? "es" : ""}`, "GET /api/prompts?limit=20", ...fmt(r.list), "", ""]);
    }
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

const body = `${table(["database", "request", "req/s", "p50 (ms)", "p99 (ms)", "errors", "vs pgbench (same query, tps)", "target ≥ 4,000 req/s, p99 < 30 ms"], rows)}\n\n${CONNECTIONS} connections for ${DURATION} s each (autocannon in the benchmark process, the server with WORKERS=1 or 2 processes, PostgreSQL and pgbench all on the same 2-core machine). Bearer-token auth on every request.`;
console.log(body);
writeSection("API throughput", body);
