/**
 * npm run bench: runs every benchmark in turn (each in its own process) and leaves the figures in
 * bench/results.md. `npm run bench -- gateway bulk` runs only those.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const ALL = ["bundle-size", "api", "history-search", "realtime", "gateway", "bulk", "load", "fuzz", "publishing"];
const only = process.argv.slice(2);
const selected = only.length ? ALL.filter((b) => only.includes(b)) : ALL;

if (!existsSync("dist/web/.vite/manifest.json") || !existsSync("dist/server/index.js")) {
  console.log("building first (npm run build)...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const failed: string[] = [];
for (const name of selected) {
  const file = `bench/${name}.ts`;
  if (!existsSync(file)) {
    console.log(`\n--- ${name}: not present, skipped`);
    continue;
  }
  console.log(`\n--- ${name}`);
  const run = spawnSync(process.execPath, ["--import", "tsx", file], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" } });
  if (run.status !== 0) failed.push(name);
}
console.log(failed.length ? `\nbenchmarks failed: ${failed.join(", ")}` : "\nall benchmarks done: see bench/results.md");
process.exit(failed.length ? 1 : 0);
