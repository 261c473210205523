/**
 * Gateway overhead: what POST /api/functions/generate-text-post adds on top of calling the same fake
 * OpenAI-compatible upstream directly, for a whole answer and for the time to the first streamed token.
 * Both paths run in this process over loopback HTTP; samples alternate so drift hits both alike.
 *
 *   node --import tsx bench/gateway.ts            (PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://... node --import tsx bench/gateway.ts
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import { createAppDeps } from "@/server/deps";
import { openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed";
import { systemClock } from "@/server/lib/clock";
import { createLogger } from "@/server/lib/logger";
import { closeServices, createServices } from "@/server/services";
import { startFakeOpenAI } from "../tests/helpers/fake-openai";
import { percentile, table, writeSection } from "./lib/results";
import { signedInUser } from "./lib/server";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const WARMUP = 100;
const REPLY = "Fresh sourdough every morning in Leeds. Come early, it sells out by nine. #bakery";

async function main() {
  const fake = await startFakeOpenAI();
  fake.setDefault({ kind: "reply", text: REPLY, chunks: 6 });

  const config = loadConfig({
    NODE_ENV: "development",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "cs-bench-gw-")),
    AUTH_JWT_SECRET: "bench-secret-bench-secret-bench-secret-1234",
    AUTH_RATE_LIMIT_BURST: "1000000",
    AI_RATE_LIMIT_PER_MINUTE: "1000000",
    OPENAI_COMPATIBLE_BASE_URL: fake.url,
    LOG_LEVEL: "silent",
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await migrate(database);
  await seedDatabase(database.db);
  const logger = createLogger("silent");
  const services = await createServices({ config, database, logger, clock: systemClock });
  const app = createApp(createAppDeps({ config, database, logger, clock: systemClock }, services));
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The first user is the admin: make the upstream's model the default, as an operator would.
  const { token } = await signedInUser(base);
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const { data } = (await (await fetch(`${base}/api/models`, { headers: auth })).json()) as { data: { id: string; provider: string }[] };
  const model = data.find((m) => m.provider === "openai-compatible")!;
  await fetch(`${base}/api/models/${model.id}/default`, { method: "POST", headers: auth });

  const fnBody = JSON.stringify({
    textContent: "We bake sourdough every morning in Leeds.",
    promptText: "Write a short social post",
    contentType: "social_media",
  });
  const upstreamBody = (stream: boolean) =>
    JSON.stringify({
      model: "default",
      messages: [
        { role: "system", content: "You are an expert marketing copywriter.\n\nWrite a short social post" },
        { role: "user", content: "We bake sourdough every morning in Leeds." },
      ],
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    });

  const direct = async () => {
    const t0 = performance.now();
    const res = await fetch(`${fake.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer x" },
      body: upstreamBody(false),
    });
    await res.json();
    return performance.now() - t0;
  };
  const gateway = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/functions/generate-text-post`, { method: "POST", headers: auth, body: fnBody });
    if (res.status !== 200) throw new Error(`gateway answered ${res.status}: ${await res.text()}`);
    await res.json();
    return performance.now() - t0;
  };
  /** Time until the first piece of text arrives; the rest of the stream is read so connections are reused. */
  const firstToken = async (url: string, body: string, headers: Record<string, string>, marker: string) => {
    const t0 = performance.now();
    const res = await fetch(url, { method: "POST", headers, body });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    let ttft = NaN;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += value;
      if (Number.isNaN(ttft) && seen.includes(marker)) ttft = performance.now() - t0;
    }
    if (Number.isNaN(ttft)) throw new Error(`no first token from ${url}`);
    return ttft;
  };
  const directStream = () =>
    firstToken(`${fake.url}/chat/completions`, upstreamBody(true), { "content-type": "application/json", authorization: "Bearer x" }, '"content":"Fresh');
  const gatewayStream = () => firstToken(`${base}/api/functions/generate-text-post?stream=1`, fnBody, auth, "event: delta");

  async function pair(a: () => Promise<number>, b: () => Promise<number>) {
    for (let i = 0; i < WARMUP; i++) {
      await a();
      await b();
    }
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      xs.push(await a());
      ys.push(await b());
    }
    return { direct: xs.sort((p, q) => p - q), gateway: ys.sort((p, q) => p - q) };
  }

  const whole = await pair(direct, gateway);
  const streamed = await pair(directStream, gatewayStream);
  await services.ai?.drain();

  const fmt = (n: number) => n.toFixed(2);
  const row = (name: string, r: { direct: number[]; gateway: number[] }) => {
    const d50 = percentile(r.direct, 50);
    const d99 = percentile(r.direct, 99);
    const g50 = percentile(r.gateway, 50);
    const g99 = percentile(r.gateway, 99);
    const o50 = g50 - d50;
    const o99 = g99 - d99;
    const met = o50 <= 1 && o99 <= 5 ? "met" : "missed";
    return [name, fmt(d50), fmt(d99), fmt(g50), fmt(g99), fmt(o50), fmt(o99), met];
  };
  const rows = [row("non-streamed call", whole), row("streamed: time to first token", streamed)];
  const headers = ["measure", "direct p50", "direct p99", "gateway p50", "gateway p99", "overhead p50", "overhead p99", "target ≤ 1 ms p50, ≤ 5 ms p99"];
  const out = table(headers, rows);
  console.log(out);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ");
  writeSection(
    "Gateway overhead",
    `${out}\n\nAll figures in ms; ${SAMPLES} samples per path after ${WARMUP} warm-up calls, direct and gateway calls alternating. ` +
      `Direct: fetch to the fake OpenAI-compatible upstream (tests/helpers/fake-openai.ts) on loopback. Gateway: POST /api/functions/generate-text-post ` +
      `on an in-process server (${database.kind}) with the upstream's model as the default, so the call pays for the extra HTTP hop, ` +
      `the access-token check, body validation, the per-user rate limit (leased from the PostgreSQL bucket, one statement per lease), ` +
      `model resolution (catalogue cached for 2 s), prompt assembly, the AI SDK's request building and response parsing, and queuing the ` +
      `ai_usage row (written in batches after the answer). Overhead = gateway percentile − direct percentile. ` +
      `Load average during the run: ${load} (the machine is shared; p99 figures move with it).`,
  );

  server.close();
  await closeServices(services);
  await database.close();
  await fake.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
