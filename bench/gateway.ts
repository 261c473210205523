/**
 * Gateway overhead: what POST /api/functions/generate-text-post adds on top of calling the same fake
 * OpenAI-compatible upstream directly, for a whole answer and for the time to the first streamed token, side by
 * side with Portkey's open-source gateway (@portkey-ai/gateway) in front of the same upstream. Our server (the
 * built one) and Portkey run as their own processes; samples alternate direct / ours / Portkey, so drift hits all
 * alike, and each gateway's CPU time per call comes from its own kernel counters.
 *
 *   node --import tsx bench/gateway.ts            (PGlite)
 *   BENCH_DATABASE_URL=postgres://... node --import tsx bench/gateway.ts
 *   BENCH_LABEL="before the hot-path changes" ...  (an older build: its figures are kept as gateway.<label>.*, and the
 *                                                   next unlabelled run shows them as rows of its table)
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { startFakeOpenAI } from "../tests/helpers/fake-openai";
import { cpuMeter, idleCpuRate } from "./lib/cpu";
import { FUNCTION_BODY, REPLY, useUpstreamAsDefault } from "./lib/gateway-call";
import { earlierRows, portkeyStreamFailure, profileComparison, slug } from "./lib/gateway-report";
import { judge, percentile, recordFigures, table, writeSection } from "./lib/results";
import { freePort, signedInUser, startServer, waitForUrl } from "./lib/server";
import { withScratchDatabase } from "./lib/scratch-db";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const WARMUP = Math.min(100, SAMPLES);
/** The @hono/node-server Portkey runs on (its Response class decides whether Portkey's stream works, see gateway-report.ts). */
const NODE_SERVER_VERSION = (() => {
  const entry = createRequire(createRequire(import.meta.url).resolve("@portkey-ai/gateway/package.json")).resolve("@hono/node-server");
  const dir = entry.slice(0, entry.lastIndexOf("@hono/node-server") + "@hono/node-server".length);
  return (JSON.parse(readFileSync(`${dir}/package.json`, "utf8")) as { version: string }).version;
})();
const LABEL = process.env.BENCH_LABEL;
/** The labelled runs whose figures are shown beside this one, and the profiles' per-call CPU (bench/profile-gateway.ts). */
const BEFORE_LABEL = "before the hot-path changes";
const PORTKEY_VERSION = (createRequire(import.meta.url)("@portkey-ai/gateway/package.json") as { version: string }).version;

type Sample = () => Promise<number>;
const scratch = withScratchDatabase(process.env.BENCH_DATABASE_URL, "cs_bench_gw");

async function main() {
  const fake = await startFakeOpenAI();
  fake.setDefault({ kind: "reply", text: REPLY, chunks: 6 });
  const dbUrl = process.env.BENCH_DATABASE_URL ? await scratch.create() : undefined;
  const ours = await startServer({ env: { OPENAI_COMPATIBLE_BASE_URL: fake.url, ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) } });
  const PORTKEY_PORT = await freePort();
  const portkey = spawn(process.execPath, [createRequire(import.meta.url).resolve("@portkey-ai/gateway/build/start-server.js"), `--port=${PORTKEY_PORT}`, "--headless"], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const portkeyUrl = `http://127.0.0.1:${PORTKEY_PORT}`;

  try {
    await waitForUrl(`${portkeyUrl}/`, portkey, [200, 404]);
    const { token } = await signedInUser(ours.url);
    const auth = await useUpstreamAsDefault(ours.url, token);
    const fnBody = FUNCTION_BODY;
    const upstreamBody = (stream: boolean) =>
      JSON.stringify({
        model: "default",
        messages: [
          { role: "system", content: "You are an expert marketing copywriter.\n\nWrite a short social post" },
          { role: "user", content: "We bake sourdough every morning in Leeds." },
        ],
        ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
      });
    const upstreamHeaders = { "content-type": "application/json", authorization: "Bearer x" };
    const portkeyHeaders = { ...upstreamHeaders, "x-portkey-provider": "openai", "x-portkey-custom-host": fake.url };

    const whole = (url: string, headers: Record<string, string>, body: string): Sample => async () => {
      const t0 = performance.now();
      const res = await fetch(url, { method: "POST", headers, body });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      await res.json();
      return performance.now() - t0;
    };
    /** Time until the first piece of text arrives; the rest of the stream is read so connections are reused. */
    const firstToken = (url: string, headers: Record<string, string>, body: string, marker: string): Sample => async () => {
      const t0 = performance.now();
      const res = await fetch(url, { method: "POST", headers, body });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
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

    const upstream = `${fake.url}/chat/completions`;
    const pid = { ours: ours.process.pid!, portkey: portkey.pid! };
    /** Alternates the paths (rotating which goes first) and charges each gateway's CPU time to its own calls. */
    async function alternate(paths: Record<string, Sample>) {
      const names = Object.keys(paths);
      const idle = { ours: await idleCpuRate(pid.ours), portkey: await idleCpuRate(pid.portkey) };
      for (let i = 0; i < WARMUP; i++) for (const n of names) await paths[n]();
      const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
      const meter = cpuMeter(pid, idle);
      for (let i = 0; i < SAMPLES; i++) {
        for (let j = 0; j < names.length; j++) {
          const n = names[(i + j) % names.length];
          samples[n].push(await paths[n]());
        }
      }
      const spent = meter.spentUs();
      const cpuUs = { ours: spent.ours / SAMPLES, portkey: spent.portkey / SAMPLES };
      for (const n of names) samples[n].sort((a, b) => a - b);
      return { samples, cpuUs };
    }

    const wholeRun = await alternate({
      direct: whole(upstream, upstreamHeaders, upstreamBody(false)),
      ours: whole(`${ours.url}/api/functions/generate-text-post`, auth, fnBody),
      portkey: whole(`${portkeyUrl}/v1/chat/completions`, portkeyHeaders, upstreamBody(false)),
    });
    // Portkey's streamed path is tried once first: if it fails, the streamed run compares direct and ours only.
    const portkeyStream = firstToken(`${portkeyUrl}/v1/chat/completions`, portkeyHeaders, upstreamBody(true), '"content":"Fresh');
    const portkeyStreamError = await portkeyStream().then(
      () => null,
      (err: Error) => err.message.replace(portkeyUrl, "").slice(0, 160),
    );
    const streamRun = await alternate({
      direct: firstToken(upstream, upstreamHeaders, upstreamBody(true), '"content":"Fresh'),
      ours: firstToken(`${ours.url}/api/functions/generate-text-post?stream=1`, auth, fnBody, "event: delta"),
      ...(portkeyStreamError ? {} : { portkey: portkeyStream }),
    });

    const fmt = (n: number) => n.toFixed(2);
    const rows: (string | number)[][] = [];
    const figures: Record<string, number> = {};
    const prefix = LABEL ? `gateway.${slug(LABEL)}.` : "gateway.";
    for (const [measure, key, run] of [["non-streamed call", "whole", wholeRun], ["streamed: time to first token", "stream", streamRun]] as const) {
      const d50 = percentile(run.samples.direct, 50);
      const d99 = percentile(run.samples.direct, 99);
      rows.push([measure, "direct to the upstream", fmt(d50), fmt(d99), "", "", "", ""]);
      for (const gw of ["ours", "portkey"] as const) {
        const xs = run.samples[gw];
        if (!xs) {
          rows.push([measure, `Portkey gateway ${PORTKEY_VERSION}`, "failed (see below)", "", "", "", "", ""]);
          continue;
        }
        const o50 = percentile(xs, 50) - d50;
        const o99 = percentile(xs, 99) - d99;
        figures[`${prefix}${key}.${gw}.overhead.p50`] = Number(fmt(o50));
        figures[`${prefix}${key}.${gw}.overhead.p99`] = Number(fmt(o99));
        figures[`${prefix}${key}.${gw}.cpu_us`] = Math.round(run.cpuUs[gw]);
        const target = !LABEL && gw === "ours" && key === "whole" ? judge({ "gateway.whole.overhead.p50": o50, "gateway.whole.overhead.p99": o99 }) : "";
        rows.push([measure, gw === "ours" ? "Content Studio gateway" : `Portkey gateway ${PORTKEY_VERSION}`, fmt(percentile(xs, 50)), fmt(percentile(xs, 99)), fmt(o50), fmt(o99), Math.round(run.cpuUs[gw]), target]);
      }
      if (!LABEL) rows.push(...earlierRows(measure, key, BEFORE_LABEL));
    }
    const headers = ["measure", "path", "p50 (ms)", "p99 (ms)", "overhead p50 (ms)", "overhead p99 (ms)", "gateway CPU per call (µs)", "target ≤ 1 ms p50, ≤ 5 ms p99"];
    const out = table(headers, rows);
    console.log(out);
    if (LABEL) {
      // An earlier build's run: its figures are kept for the next unlabelled run's table, the section is left alone.
      recordFigures(figures);
      return;
    }
    figures["gateway.whole.overhead.p50"] = figures["gateway.whole.ours.overhead.p50"];
    figures["gateway.whole.overhead.p99"] = figures["gateway.whole.ours.overhead.p99"];
    figures["gateway.whole.ratio.p50"] = Number((figures["gateway.whole.ours.overhead.p50"] / figures["gateway.whole.portkey.overhead.p50"]).toFixed(3));
    figures["gateway.whole.ratio.cpu"] = Number((figures["gateway.whole.ours.cpu_us"] / figures["gateway.whole.portkey.cpu_us"]).toFixed(3));
    recordFigures(figures);

    writeSection(
      "Gateway overhead",
      `${out}\n\n` +
        `Ratios, ours ÷ Portkey, non-streamed: overhead p50 ${figures["gateway.whole.ratio.p50"].toFixed(2)}×, CPU per call ${figures["gateway.whole.ratio.cpu"].toFixed(2)}×.\n\n` +
        `${SAMPLES} samples per path after ${WARMUP} warm-up rounds; the paths alternate (the first of each round rotates). Direct: fetch to the fake ` +
        `OpenAI-compatible upstream (tests/helpers/fake-openai.ts) on loopback. Content Studio: POST /api/functions/generate-text-post on the built server ` +
        `(${dbUrl ? "PostgreSQL" : "PGlite"}, its own process) with the upstream's model as the default: it pays for the extra HTTP hop, the access-token check, ` +
        `body validation, the per-user rate limit, model resolution, prompt assembly, the AI SDK's request building and response parsing, and queuing ` +
        `the ai_usage row. Portkey: its gateway (npm @portkey-ai/gateway ${PORTKEY_VERSION}, node build, its own process) with provider openai and the upstream ` +
        `as custom host, forwarding the same chat request: the extra hop and its request/response transforms, no auth, database or usage accounting. ` +
        `Overhead = gateway percentile − direct percentile. CPU per call: user + system time the kernel charged to that gateway's process during ` +
        `the sampled rounds (/proc/<pid>/stat), less its idle rate (measured for 1 s before the warm-up), divided by its calls.\n\n` +
        `${profileComparison(BEFORE_LABEL, figures["gateway.whole.ours.overhead.p50"], figures["gateway.whole.ours.cpu_us"], figures["gateway.whole.portkey.cpu_us"])}` +
        (portkeyStreamError ? `\n\n${portkeyStreamFailure(PORTKEY_VERSION, NODE_SERVER_VERSION, portkeyStreamError)}` : ""),
    );
  } finally {
    await ours.stop();
    portkey.kill("SIGTERM");
    await fake.close();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
