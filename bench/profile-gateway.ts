/**
 * Where the server's CPU goes on a gateway call: the built server runs under `node --cpu-prof` (PostgreSQL with
 * BENCH_DATABASE_URL, else PGlite) while POST /api/functions/generate-text-post is called one at a time, as the
 * gateway benchmark does, against the fake OpenAI-compatible upstream. Self time by package and function, and
 * inclusive time by function. The .cpuprofile stays in bench/profiles/gateway/ for Chrome DevTools.
 *
 *   BENCH_DATABASE_URL=postgres://... node --import tsx bench/profile-gateway.ts
 *   PROFILE_LABEL="before the hot-path changes" BENCH_SERVER_ENTRY=<older build>/dist/server/index.js ...
 *     (kept beside the current one: figures profile.gateway.<label>.cpu_us and .js_us)
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { startFakeOpenAI } from "../tests/helpers/fake-openai";
import { monotonicUs, profileTables, summariseProfile } from "./lib/cpu-profile";
import { FUNCTION_BODY, REPLY, useUpstreamAsDefault } from "./lib/gateway-call";
import { dropFigures, recordFigures, writeSection } from "./lib/results";
import { withScratchDatabase } from "./lib/scratch-db";
import { signedInUser, startServer } from "./lib/server";

const CALLS = Number(process.env.PROFILE_CALLS ?? 3000);
const WARMUP = Math.min(300, CALLS);
const LABEL = process.env.PROFILE_LABEL;
const DIR = path.resolve("bench/profiles/gateway");

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const scratch = withScratchDatabase(pgUrl, "cs_bench_gwprof");
const fake = await startFakeOpenAI();
fake.setDefault({ kind: "reply", text: REPLY, chunks: 6 });
const env: Record<string, string> = { OPENAI_COMPATIBLE_BASE_URL: fake.url, ...(pgUrl ? { DATABASE_URL: await scratch.create() } : {}) };

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const server = await startServer({ env, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${DIR}`] });
const window = { from: 0, to: 0 };
try {
  const { token } = await signedInUser(server.url);
  const headers = await useUpstreamAsDefault(server.url, token);
  const call = async () => {
    const res = await fetch(`${server.url}/api/functions/generate-text-post`, { method: "POST", headers, body: FUNCTION_BODY });
    if (res.status !== 200) throw new Error(`the call answered ${res.status}: ${await res.text()}`);
    await res.json();
  };
  for (let i = 0; i < WARMUP; i++) await call();
  window.from = monotonicUs();
  for (let i = 0; i < CALLS; i++) await call();
  window.to = monotonicUs();
} finally {
  await server.stop();
  await fake.close();
  await scratch.drop();
}

const summary = summariseProfile(DIR, window);
const perCall = summary.busyUs / CALLS;
// Time sampled inside native code is mostly socket writes; a thread preempted in a syscall is still sampled there, so
// that part grows with the machine's load. The rest (JavaScript and node's own JS) is the work the code asks for.
const nativeUs = summary.byOwner.get("(native / idle)") ?? 0;
const jsPerCall = (summary.busyUs - nativeUs) / CALLS;
const key = `profile.gateway${LABEL ? `.${LABEL.replace(/\W+/g, "-")}` : ""}`;
recordFigures({ [`${key}.cpu_us`]: Math.round(perCall), [`${key}.js_us`]: Math.round(jsPerCall) });
if (!LABEL) {
  // The largest parts of the current profile, for the gateway section's "what remains" (bench/lib/gateway-report.ts).
  const names: Record<string, string> = { "(native / idle)": "native code (mostly socket writes)", "(garbage collector)": "garbage collection", "node internals": "node internals (HTTP parsing, streams, fetch)" };
  dropFigures("profile.gateway.part.");
  const parts = [...summary.byOwner].sort((a, b) => b[1] - a[1]).slice(0, 8);
  recordFigures(Object.fromEntries(parts.map(([owner, us]) => [`profile.gateway.part.${names[owner] ?? owner}`, Math.round(us / CALLS)])));
}
const build = process.env.BENCH_SERVER_ENTRY ? `another build of the server (BENCH_SERVER_ENTRY${LABEL ? `, ${LABEL}` : ""})` : "the built server";
const body = `${profileTables(summary, CALLS, "call", { owners: 12, functions: 15, inclusive: 25 })}

${build[0].toUpperCase()}${build.slice(1)} under \`node --cpu-prof\` on ${pgUrl ? "PostgreSQL" : "PGlite"} while ${CALLS.toLocaleString("en")} calls of POST /api/functions/generate-text-post went one at a time (after ${WARMUP} warm-up calls) to the fake OpenAI-compatible upstream: ${perCall.toFixed(1)} µs of sampled busy CPU per call (the main thread, samples taken during the calls only; idle time left out), ${jsPerCall.toFixed(1)} µs of it outside native code (native code here is mostly socket writes, and a thread preempted inside a syscall is still sampled there, so that part grows with the machine's load). Self time by package, then the hottest functions, then the frames with the most inclusive time. The profile is bench/profiles/gateway/${summary.file} (not committed; open it in Chrome DevTools).`;
console.log(body);
writeSection(LABEL ? `Profile of the gateway call, ${LABEL}` : "Profile of the gateway call", body);
