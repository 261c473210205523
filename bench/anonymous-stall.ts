/**
 * Issue 22 point 1, measured on a server of its own (the built one, or BENCH_SERVER_ENTRY, e.g. a build before the
 * change): health latency while anonymous bodies arrive (one 29 MB body of [[],[],...] to generate-text-post,
 * then twenty 1 MB bodies to /api/notes at once), and the server's memory (VmRSS) before, at its peak and after.
 * tests/security/anonymous-stall.test.ts asserts the refusals; this file measures them.
 */
import http from "node:http";
import { readFileSync } from "node:fs";
import { startServer } from "./lib/server";
import { judge, loadAverage, percentile, recordFigures, table, writeSection } from "./lib/results";

const MB = 1024 * 1024;
const label = process.env.BENCH_LABEL;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

/**
 * Streams `total` bytes of `pattern` between `frame`, to an anonymous JSON route; resolves with the status, or 0
 * when the server closed the connection before the client, still sending, could read its answer.
 */
function attack(url: string, path: string, total: number, pattern: string, frame: [string, string]): Promise<number> {
  const piece = Buffer.from(pattern.repeat(Math.ceil((64 * 1024) / pattern.length)));
  const bodyBytes = total - frame[1].length;
  return new Promise((resolve) => {
    let written = frame[0].length;
    let answered = false;
    const req = http.request(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json", "content-length": String(total) } });
    req.on("response", (res) => {
      answered = true;
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => !answered && resolve(0));
    const pump = () => {
      while (!answered && written < bodyBytes && !req.destroyed) {
        const chunk = piece.subarray(0, Math.min(piece.length, bodyBytes - written));
        written += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (written >= bodyBytes) req.end(frame[1]);
    };
    req.write(frame[0]);
    pump();
  });
}

/** Health every 50 ms until `until` settles: each answer's time in ms (10,000 for one that timed out). */
async function healthWhile(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    try {
      await (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })).arrayBuffer();
      times.push(performance.now() - started);
    } catch {
      times.push(10_000);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
}

async function scenario(url: string, pid: number, run: () => Promise<number[]>) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const started = performance.now();
  const attacking = run();
  const health = await healthWhile(url, attacking);
  const statuses = await attacking;
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  clearInterval(sampler);
  const after = rssOf(pid);
  const sorted = [...health].sort((a, b) => a - b);
  return { statuses, seconds, health: { n: sorted.length, p50: percentile(sorted, 50), max: sorted.at(-1) ?? 0 }, before, peak, after };
}

const server = await startServer({ nodeArgs: process.env.BENCH_SERVER_ENTRY?.endsWith(".ts") ? ["--import", "tsx"] : [] });
const pid = server.process.pid!;
try {
  await new Promise((r) => setTimeout(r, 2000));
  const total = 29 * MB - ((29 * MB - 4) % 3);
  const big = await scenario(server.url, pid, async () => [await attack(server.url, "/api/functions/generate-text-post", total, "[],", ["[", "[]]"])]);
  const many = await scenario(server.url, pid, () => Promise.all(Array.from({ length: 20 }, () => attack(server.url, "/api/notes", MB, "[],", ["[", "[]]"]))));
  const statusText = (status: number) => (status ? String(status) : "closed while sending");
  const mb = (n: number) => (n / MB).toFixed(0);
  const row = (name: string, r: Awaited<ReturnType<typeof scenario>>) => [
    name,
    [...new Set(r.statuses.map(statusText))].join(", "),
    r.seconds.toFixed(2),
    r.health.n,
    r.health.p50.toFixed(1),
    r.health.max.toFixed(1),
    mb(r.before),
    mb(r.peak),
    mb(r.after),
  ];
  const rows = [row("one 29 MB body, generate-text-post", big), row("twenty 1 MB bodies, /api/notes", many)];
  const title = `Anonymous bodies (issue 22)${label ? `: ${label}` : ""}`;
  writeSection(
    title,
    `Server: ${process.env.BENCH_SERVER_ENTRY ?? "dist/server/index.js"}. Anonymous requests with a body while /api/health is asked every 50 ms; the server's VmRSS before, at its peak and 1 s after. Load average ${loadAverage()}.\n\n` +
      table(["attack", "status", "answered in s", "health samples", "health p50 ms", "health max ms", "RSS before MB", "RSS peak MB", "RSS after MB"], rows),
  );
  const prefix = `anonymousStall${label ? `.${label}` : ""}`;
  const figures = {
    [`${prefix}.bigBodyHealthMaxMs`]: big.health.max,
    [`${prefix}.bigBodyRssGrowthMb`]: (big.peak - big.before) / MB,
    [`${prefix}.manyBodiesHealthMaxMs`]: many.health.max,
    [`${prefix}.manyBodiesRssGrowthMb`]: (many.peak - many.before) / MB,
  };
  recordFigures(figures);
  console.info(rows.map((r) => r.join(" | ")).join("\n"));
  if (!label) console.info(`target (health < 1 s, growth < 100 MB): ${judge(figures)}`);
} finally {
  await server.stop();
}
