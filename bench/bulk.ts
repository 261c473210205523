/**
 * Bulk generation ("Create Content" on a content page): 20 rows against an AI upstream that takes 1 s per answer.
 * The content page's real scheduler (src/web/features/content/lib/bulk-scheduler.ts, GENERATION.bulkConcurrency
 * rows at a time, Retry-After honoured) drives POST /api/functions/generate-text-post?stream=1 on an in-process
 * server whose default model is a fake OpenAI-compatible upstream answering after 1 s; each stream is read to its
 * end, as the browser does. The original's schedule (one row at a time, a 3 s pause between rows, as the product
 * spec describes it) is run too, against the same upstream and server, and timed: nothing is computed.
 *
 *   node --import tsx bench/bulk.ts
 */
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveApp, type ServerType } from "@/server/http-server";
import { createApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import { createAppDeps } from "@/server/deps";
import { openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { seedDatabase } from "@/server/seed";
import { systemClock } from "@/server/lib/clock";
import { createLogger } from "@/server/lib/logger";
import { closeServices, createServices } from "@/server/services";
import { GENERATION } from "@/shared/constants";
import { rateLimitDelayMs, RATE_LIMIT_RETRIES, realSleep, runBulk } from "@/web/features/content/lib/bulk-scheduler";
import { startFakeOpenAI } from "../tests/helpers/fake-openai";
import { judge, recordFigures, table, writeSection } from "./lib/results";
import { signedInUser } from "./lib/server";

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 20);
const UPSTREAM_LATENCY_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main() {
  const fake = await startFakeOpenAI();
  fake.setDefault({ kind: "slow", delayMs: UPSTREAM_LATENCY_MS, text: "Fresh sourdough every morning in Leeds. Come early, it sells out by nine. #bakery" });

  const config = loadConfig({
    NODE_ENV: "development",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "cs-bench-bulk-")),
    AUTH_JWT_SECRET: "bench-secret-bench-secret-bench-secret-1234",
    AUTH_RATE_LIMIT_BURST: "1000000",
    AI_RATE_LIMIT_PER_MINUTE: "1000000",
    OPENAI_COMPATIBLE_BASE_URL: fake.url,
    LOG_LEVEL: "silent",
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await migrate(database);
  await seedDatabase(database.db);
  const logger = createLogger("silent");
  const services = await createServices({ config, database, logger, clock: systemClock });
  const app = createApp(createAppDeps({ config, database, logger, clock: systemClock }, services));
  const server = await new Promise<ServerType>((resolve) => {
    const s = serveApp({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The first user is the admin: make the upstream's model the default, as an operator would.
  const { token } = await signedInUser(base);
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const { data } = (await (await fetch(`${base}/api/models`, { headers: auth })).json()) as { data: { id: string; provider: string }[] };
  const model = data.find((m) => m.provider === "openai-compatible");
  if (!model) throw new Error("no openai-compatible model row");
  await fetch(`${base}/api/models/${model.id}/default`, { method: "POST", headers: auth });

  /** One row, as the page sends it: streamed, read to the final `done` event. A 429 carries its Retry-After. */
  const generate = async (row: number) => {
    const res = await fetch(`${base}/api/functions/generate-text-post?stream=1`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        textContent: `Row ${row}: we bake sourdough every morning in Leeds.`,
        promptText: "Write a short social post",
        contentType: "social_media",
      }),
    });
    if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status, retryAfter: Number(res.headers.get("retry-after")) || undefined });
    const text = await res.text();
    if (!text.includes("event: done")) throw new Error("stream ended without a result");
  };

  await generate(0); // warm-up: first-call costs (connections, model resolution) are not what is compared

  // The original schedule: one row at a time, GENERATION.bulkPauseMs between rows.
  const o0 = performance.now();
  let originalFailed = 0;
  for (let row = 1; row <= ROWS; row++) {
    await generate(row).catch(() => (originalFailed += 1));
    if (row < ROWS) await realSleep(GENERATION.bulkPauseMs);
  }
  const originalS = (performance.now() - o0) / 1000;
  const targetS = originalS / 4;

  const runs: { seconds: number; failed: number; peak: number }[] = [];
  for (let r = 0; r < RUNS; r++) {
    let inFlight = 0;
    let peak = 0;
    const t0 = performance.now();
    const outcomes = await runBulk({
      items: Array.from({ length: ROWS }, (_, i) => i + 1),
      concurrency: GENERATION.bulkConcurrency,
      retryDelayMs: rateLimitDelayMs,
      maxRetries: RATE_LIMIT_RETRIES,
      sleep: realSleep,
      run: async (row) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        try {
          await generate(row);
        } finally {
          inFlight -= 1;
        }
      },
    });
    runs.push({ seconds: (performance.now() - t0) / 1000, failed: outcomes.filter((o) => !o.ok).length, peak });
  }
  await services.ai?.drain();

  const sorted = runs.map((r) => r.seconds).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const failed = runs.reduce((n, r) => n + r.failed, 0);
  const figures = { "bulk.share": Number((median / originalS).toFixed(3)), "bulk.failed": failed + originalFailed };
  recordFigures({ ...figures, "bulk.original.s": Number(originalS.toFixed(2)), "bulk.scheduler.s": Number(median.toFixed(2)) });
  const met = judge(figures);
  const rows = [
    [`original: 1 at a time, ${GENERATION.bulkPauseMs / 1000} s pause between rows (measured, 1 run)`, originalS.toFixed(2), "1.0×", "", ""],
    [
      `scheduler: ${GENERATION.bulkConcurrency} at a time (measured, median of ${RUNS})`,
      median.toFixed(2),
      `${(originalS / median).toFixed(1)}× faster (${((median / originalS) * 100).toFixed(1)}% of the time)`,
      `${sorted[0].toFixed(2)}–${sorted.at(-1)!.toFixed(2)}`,
      met,
    ],
  ];
  const out = table(["schedule", "wall time (s)", "vs original", "range (s)", `target ≤ ¼ (≤ ${targetS.toFixed(1)} s)`], rows);
  console.log(out);
  console.log(`failed rows: ${failed}; peak rows in flight: ${Math.max(...runs.map((r) => r.peak))}`);
  writeSection(
    "Bulk generation",
    `${out}\n\n${ROWS} rows, each POST /api/functions/generate-text-post?stream=1 read to its end, on an in-process server (${database.kind}) whose ` +
      `default model is a fake OpenAI-compatible upstream (tests/helpers/fake-openai.ts) answering after ${UPSTREAM_LATENCY_MS} ms. The rows are ` +
      `driven by the content page's own scheduler module (bulk-scheduler.ts: GENERATION.bulkConcurrency = ${GENERATION.bulkConcurrency} in flight, ` +
      `429 + Retry-After retried up to ${RATE_LIMIT_RETRIES} times); ${failed} rows failed, at most ${Math.max(...runs.map((r) => r.peak))} were in flight. ` +
      `The original schedule was run the same way against the same server and upstream: one row at a time with a ${GENERATION.bulkPauseMs / 1000} s pause between rows ` +
      `(product spec: bulk generation), ${originalFailed} rows failed. ` +
      `The ideal at this concurrency is ${Math.ceil(ROWS / GENERATION.bulkConcurrency)} × ${UPSTREAM_LATENCY_MS / 1000} s = ${(Math.ceil(ROWS / GENERATION.bulkConcurrency) * UPSTREAM_LATENCY_MS) / 1000} s.`,
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
