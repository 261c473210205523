/**
 * Where the server's CPU goes on the single-row GET: the built server runs under `node --cpu-prof` on PostgreSQL
 * (PGlite without a URL) while autocannon drives GET /api/prompts/:id, and the functions with the most self time
 * are listed, grouped by package. The .cpuprofile stays in bench/profiles/ for Chrome DevTools.
 *
 *   BENCH_DATABASE_URL=postgres://... node --import tsx bench/profile.ts
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { recordFigures, table, writeSection } from "./lib/results";
import { withScratchDatabase } from "./lib/scratch-db";
import { signedInUser, startServer } from "./lib/server";

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
/** PROFILE_LABEL names a run kept beside the current one (e.g. "before prepared statements", on an older build). */
const LABEL = process.env.PROFILE_LABEL;
const DIR = path.resolve("bench/profiles");

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Groups a file URL as the package (node_modules/<pkg>), node internals or our own source. */
function owner(url: string): string {
  if (!url) return "(native / idle)";
  if (url.startsWith("node:")) return "node internals";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes("/dist/server/")) return "app (dist/server)";
  return path.basename(url);
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const scratch = withScratchDatabase(pgUrl, "cs_bench_prof");
const env: Record<string, string> = pgUrl ? { DATABASE_URL: await scratch.create() } : {};

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const server = await startServer({ env, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${DIR}`] });
let requests = 0;
// The profile's clock is the monotonic clock shared by every process (µs): only samples inside the load count.
const window = { from: 0, to: 0 };
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
try {
  const { token } = await signedInUser(server.url);
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const res = await fetch(`${server.url}/api/prompts`, { method: "POST", headers, body: JSON.stringify({ name: "Profiled prompt", prompt_text: "Write a short post.", type: "social_media" }) });
  const { id } = (await res.json()) as { id: string };
  window.from = nowUs();
  const run = await autocannon({ url: `${server.url}/api/prompts/${id}`, connections: 50, duration: SECONDS, headers: { authorization: `Bearer ${token}` } });
  window.to = nowUs();
  requests = run.requests.total;
} finally {
  await server.stop();
  await scratch.drop();
}

const file = readdirSync(DIR).find((f) => f.endsWith(".cpuprofile"));
if (!file) throw new Error("the server wrote no .cpuprofile");
const profile = JSON.parse(readFileSync(path.join(DIR, file), "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= window.from && at <= window.to) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

const fnTotals = new Map<string, number>();
const ownerTotals = new Map<string, number>();
let busy = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === "(idle)" || functionName === "(program)" || functionName === "(garbage collector)") {
    if (functionName !== "(idle)") ownerTotals.set(functionName, (ownerTotals.get(functionName) ?? 0) + us);
    if (functionName !== "(idle)") busy += us;
    continue;
  }
  busy += us;
  const key = `${functionName || "(anonymous)"} — ${owner(url)}${url ? `:${lineNumber + 1}` : ""}`;
  fnTotals.set(key, (fnTotals.get(key) ?? 0) + us);
  ownerTotals.set(owner(url), (ownerTotals.get(owner(url)) ?? 0) + us);
}
const share = (us: number) => `${((us / busy) * 100).toFixed(1)}%`;
const perRequest = (us: number) => (us / Math.max(1, requests)).toFixed(1);
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);

recordFigures({ [`profile.single${LABEL ? `.${LABEL.replace(/\W+/g, "-")}` : ""}.cpu_us`]: Math.round(busy / Math.max(1, requests)) });
const body = `${table(["where (self time)", "share of busy CPU", "µs per request"], top(ownerTotals, 12).map(([k, us]) => [k, share(us), perRequest(us)]))}

${table(["function — file:line", "share", "µs per request"], top(fnTotals, 15).map(([k, us]) => [k.replace(/\|/g, "\\|"), share(us), perRequest(us)]))}

The built server under \`node --cpu-prof\` on ${pgUrl ? "PostgreSQL" : "PGlite"} while autocannon sent GET /api/prompts/:id at 50 connections for ${SECONDS} s (${requests.toLocaleString("en")} requests): ${perRequest(busy)} µs of sampled busy CPU per request (the main thread, samples taken during the load only; idle time left out). Self time by package, then the hottest functions. The profile is bench/profiles/${file} (not committed; open it in Chrome DevTools).`;
console.log(body);
writeSection(LABEL ? `Profile of the single-row GET, ${LABEL}` : "Profile of the single-row GET", body);
