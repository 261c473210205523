/**
 * npm run bench: runs every benchmark in turn (each in its own process), then the summary, and leaves the figures
 * in bench/results.md. `npm run bench -- --only gateway,api` (or `npm run bench -- gateway api`) runs a subset;
 * the summary always runs and judges the latest recorded figure of every target.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const ALL = ["bundle-size", "api", "profile", "profile-gateway", "history-search", "realtime", "collab-latency", "draft-latency", "gateway", "bulk", "load", "fuzz", "anonymous-stall", "local-model", "publishing", "lighthouse"];
const args = process.argv.slice(2);
const onlyFlag = args.findIndex((a) => a === "--only" || a.startsWith("--only="));
const only =
  onlyFlag >= 0
    ? (args[onlyFlag].includes("=") ? args[onlyFlag].split("=")[1] : (args[onlyFlag + 1] ?? "")).split(",").filter(Boolean)
    : args.filter((a) => !a.startsWith("--"));
const unknown = only.filter((b) => !ALL.includes(b));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(", ")}; known: ${ALL.join(", ")}`);
  process.exit(2);
}
const selected = only.length ? ALL.filter((b) => only.includes(b)) : ALL;

if (!existsSync("dist/web/.vite/manifest.json") || !existsSync("dist/server/index.js")) {
  console.log("building first (npm run build)...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const failed: string[] = [];
const started = performance.now();
for (const name of [...selected, "summary"]) {
  console.log(`\n--- ${name}`);
  const run = spawnSync(process.execPath, ["--import", "tsx", `bench/${name}.ts`], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" } });
  if (run.status !== 0) failed.push(name);
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(failed.length ? `\nbenchmarks failed: ${failed.join(", ")} (${minutes} min)` : `\nall benchmarks done in ${minutes} min: see bench/results.md`);
process.exit(failed.length ? 1 : 0);
