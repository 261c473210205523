// Bundles the server into dist/server/index.js (packages stay external) and copies the migrations beside it.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: ["src/server/index.ts"],
  outfile: "dist/server/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
// The document reader runs in worker threads: its own file beside the server (see parse-in-worker.ts).
await build({
  entryPoints: ["src/server/features/documents/document-worker.ts"],
  outfile: "dist/server/document-worker.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
// The local-model child process runs on its own (forked by src/server/ai/local/runner.ts, which finds it beside index.js).
await build({
  entryPoints: ["src/server/ai/local/runner-child.ts"],
  outfile: "dist/server/local-runner.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
// Backup and restore (src/server/ops/backup/cli.ts): `node dist/server/backup.js backup --out ...` in the container,
// where tsx (a dev dependency) is not installed.
await build({
  entryPoints: ["src/server/ops/backup/cli.ts"],
  outfile: "dist/server/backup.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server built: dist/server/index.js, document-worker.js, local-runner.js, backup.js");
