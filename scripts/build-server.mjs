// Bundles the server into dist/server/index.js (packages stay external) and copies the migrations beside it.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
const bundle = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    sourcemap: true,
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
await bundle("src/server/index.ts", "dist/server/index.js");
// The document reader runs in worker threads: its own file beside the server (see parse-in-worker.ts).
await bundle("src/server/features/documents/document-worker.ts", "dist/server/document-worker.js");
// The local-model child process runs on its own (forked by src/server/ai/local/runner.ts, which finds it beside index.js).
await bundle("src/server/ai/local/runner-child.ts", "dist/server/local-runner.js");
// Backup and restore (src/server/ops/backup/cli.ts): `node dist/server/backup.js backup --out ...` in the container,
// where tsx (a dev dependency) is not installed.
await bundle("src/server/ops/backup/cli.ts", "dist/server/backup.js");
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server built: dist/server/index.js, document-worker.js, local-runner.js, backup.js");
