/**
 * Where the server's CPU goes on the single-row GET: the built server runs under `node --cpu-prof` on PostgreSQL
 * (PGlite without a URL) while autocannon drives GET /api/prompts/:id, and the functions with the most self time
 * are listed, grouped by package. The .cpuprofile stays in bench/profiles/ for Chrome DevTools.
 *
 *   BENCH_DATABASE_URL=postgres://... node --import tsx bench/profile.ts
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { monotonicUs, profileTables, summariseProfile } from "./lib/cpu-profile";
import { recordFigures, writeSection } from "./lib/results";
import { withScratchDatabase } from "./lib/scratch-db";
import { signedInUser, startServer } from "./lib/server";

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
/** PROFILE_LABEL names a run kept beside the current one (e.g. "before prepared statements", on an older build). */
const LABEL = process.env.PROFILE_LABEL;
const DIR = path.resolve("bench/profiles");

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const scratch = withScratchDatabase(pgUrl, "cs_bench_prof");
const env: Record<string, string> = pgUrl ? { DATABASE_URL: await scratch.create() } : {};

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const server = await startServer({ env, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${DIR}`] });
let requests = 0;
// The profile's clock is the monotonic clock shared by every process (µs): only samples inside the load count.
const window = { from: 0, to: 0 };
try {
  const { token } = await signedInUser(server.url);
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const res = await fetch(`${server.url}/api/prompts`, { method: "POST", headers, body: JSON.stringify({ name: "Profiled prompt", prompt_text: "Write a short post.", type: "social_media" }) });
  const { id } = (await res.json()) as { id: string };
  window.from = monotonicUs();
  const run = await autocannon({ url: `${server.url}/api/prompts/${id}`, connections: 50, duration: SECONDS, headers: { authorization: `Bearer ${token}` } });
  window.to = monotonicUs();
  requests = run.requests.total;
} finally {
  await server.stop();
  await scratch.drop();
}

const summary = summariseProfile(DIR, window);
const busy = summary.busyUs;
const file = summary.file;
const perRequest = (us: number) => (us / Math.max(1, requests)).toFixed(1);

recordFigures({ [`profile.single${LABEL ? `.${LABEL.replace(/\W+/g, "-")}` : ""}.cpu_us`]: Math.round(busy / Math.max(1, requests)) });
const body = `${profileTables(summary, requests, "request")}

The built server under \`node --cpu-prof\` on ${pgUrl ? "PostgreSQL" : "PGlite"} while autocannon sent GET /api/prompts/:id at 50 connections for ${SECONDS} s (${requests.toLocaleString("en")} requests): ${perRequest(busy)} µs of sampled busy CPU per request (the main thread, samples taken during the load only; idle time left out). Self time by package, then the hottest functions. The profile is bench/profiles/${file} (not committed; open it in Chrome DevTools).`;
console.log(body);
writeSection(LABEL ? `Profile of the single-row GET, ${LABEL}` : "Profile of the single-row GET", body);
