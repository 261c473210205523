/**
 * A realistic mixed workload: 100 connections over 10 signed-in users for 60 s (LOAD_SECONDS) against the built server on PostgreSQL (PGlite when no
 * URL is set), each looping: browse history (list + search), edit a prompt, and generate a post through the real
 * provider path to a fake OpenAI-compatible upstream (~50 ms per answer). Target: 0 errors.
 */
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { startFakeOpenAI } from "../tests/helpers/fake-openai";
import { signedInUser, startServer } from "./lib/server";
import { judge, recordFigures, removeSections, table, writeSection } from "./lib/results";

const USERS = 10;
const CONNECTIONS = 100;
const DURATION = Number(process.env.LOAD_SECONDS ?? 60);

const upstream = await startFakeOpenAI();
upstream.setDefault({ kind: "slow", delayMs: 50, text: "A crisp post about the launch, written by the fake upstream model." });

let env: Record<string, string> = { OPENAI_COMPATIBLE_BASE_URL: upstream.url };
let dropDatabase: (() => Promise<void>) | null = null;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `cs_bench_load_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  env = { ...env, DATABASE_URL: url.toString() };
  dropDatabase = async () => {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  };
}

const server = await startServer({ env });
const api = (token: string) => (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server.url}${path}`, { method: init.method ?? "GET", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: init.body === undefined ? undefined : JSON.stringify(init.body) }).then((r) => r.json());

try {
  // The first user is the admin: activate the OpenAI-compatible model that points at the fake upstream.
  const users: { token: string }[] = [];
  for (let i = 0; i < USERS; i++) users.push(await signedInUser(server.url));
  const admin = api(users[0].token);
  const models = (await admin("/api/models")) as { data: { id: string; provider: string }[] };
  const model = models.data.find((m) => m.provider === "openai-compatible")!;
  await admin(`/api/models/${model.id}`, { method: "PATCH", body: { is_active: true } });

  const perUser: { token: string; promptId: string }[] = [];
  for (const u of users) {
    const call = api(u.token);
    const prompt = (await call("/api/prompts", { method: "POST", body: { name: "Load prompt", prompt_text: "Write a post about the text provided.", type: "social_media" } })) as { id: string };
    for (let i = 0; i < 20; i++) await call("/api/history", { method: "POST", body: { content: `Post ${i} about launches and growth`, content_type: "social_media", original_content: `note ${i}`, metadata: {} } });
    perUser.push({ token: u.token, promptId: prompt.id });
  }

  let n = 0;
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (req) => {
          const u = perUser[n++ % perUser.length];
          const kind = n % 4;
          const headers = { ...req.headers, authorization: `Bearer ${u.token}`, "content-type": "application/json" };
          if (kind === 0) return { ...req, method: "GET", path: "/api/history?limit=20", headers };
          if (kind === 1) return { ...req, method: "GET", path: `/api/history?q=launch&limit=20`, headers };
          if (kind === 2) return { ...req, method: "PATCH", path: `/api/prompts/${u.promptId}`, headers, body: JSON.stringify({ description: `edited ${n}` }) };
          return { ...req, method: "POST", path: "/api/functions/generate-text-post", headers, body: JSON.stringify({ textContent: "We launched a new analytics dashboard.", promptText: "Write a LinkedIn post.", modelId: model.id, contentType: "social_media" }) };
        },
      },
    ],
  });
  const errors = result.errors + result.non2xx + result.timeouts;
  recordFigures({ "load.errors": errors, "load.rps": Math.round(result.requests.average), "load.p99": result.latency.p99 });
  const rows = [[pgUrl ? "PostgreSQL" : "PGlite", CONNECTIONS, USERS, DURATION, result.requests.total, Math.round(result.requests.average), result.latency.p50, result.latency.p99, errors, judge({ "load.errors": errors })]];
  const body = `${table(["database", "connections", "users", "seconds", "requests", "req/s", "p50 (ms)", "p99 (ms)", "errors (non-2xx, timeouts)", "target 0 errors"], rows)}\n\nautocannon keeps ${CONNECTIONS} connections busy for ${DURATION} s; each request goes out as the next of ${USERS} signed-in users (${CONNECTIONS / USERS} connections per user), cycling through history list, history search, prompt edit and text generation through the provider path to a fake upstream answering in 50 ms. The server's per-user AI rate limit is raised for the run. Upstream calls: ${upstream.requests.length}.`;
  console.log(body);
  removeSections("Mixed load");
  writeSection(`Mixed load: ${CONNECTIONS} connections over ${USERS} users for ${DURATION} s`, body);
} finally {
  await server.stop();
  await upstream.close();
  await dropDatabase?.();
}
