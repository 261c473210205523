/**
 * The container's smoke test, run outside a container (no daemon here): the image's own start command (the
 * Dockerfile's CMD) with the image's environment (its ENV) plus what compose adds at run time (secrets, PUBLIC_URL),
 * from a copy of the production layout (dist/ and package.json; node_modules from the checkout, after checking
 * that the bundle imports production dependencies only, which is all the image installs). It answers health,
 * passes the image's HEALTHCHECK command, serves the home page, stops cleanly on SIGTERM, and the built backup
 * command (`node dist/server/backup.js`) backs up what it wrote.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync as makeTempDir, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { envOf, execForm, lastOf, readDockerfile, repoRoot } from "../helpers/dockerfile";
import { freePort } from "./own-server";

const { stages } = readDockerfile();
const runtime = stages.at(-1)!;
const [command, ...commandArgs] = execForm(lastOf(runtime, "CMD")!.args);
const healthcheck = execForm(lastOf(runtime, "HEALTHCHECK")!.args.replace(/^(--\S+\s+)*CMD\s+/, ""));

/** The packages the bundled server imports (bare specifiers of dist/server/*.js). */
function importedPackages(): string[] {
  const dir = path.join(repoRoot, "dist/server");
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".js"))) {
    const text = readFileSync(path.join(dir, file), "utf8");
    // A package name has no white space: a sentence in the code that says "from \"...\"" is not an import.
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'./\s][^"'\s]*)["']/g)) {
      const spec = match[1];
      if (spec.startsWith("node:") || builtinModules.includes(spec.split("/")[0])) continue;
      found.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
    }
  }
  return [...found].sort();
}

test.describe("the container's start command", () => {
  // npm run test:e2e builds first: a missing build is a failure to see, never a silent skip.
  test.beforeAll(() => {
    if (!existsSync(path.join(repoRoot, "dist/server/index.js"))) throw new Error("dist/server/index.js is missing: run npm run build (npm run test:e2e builds first)");
  });
  let server: ChildProcess | undefined;
  const dirs: string[] = [];
  const mkdtempSync = (prefix: string) => {
    const dir = makeTempDir(prefix);
    dirs.push(dir);
    return dir;
  };
  test.afterEach(async () => {
    if (server && server.exitCode === null) server.kill("SIGKILL");
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  test("starts from the production layout with the image's env, answers health and the home page, and stops on SIGTERM", async ({ page, request }) => {
    test.setTimeout(120_000);
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    // The image installs `dependencies` only: a bundle importing anything else would crash in the container.
    expect(importedPackages().filter((name) => !(name in pkg.dependencies))).toEqual([]);

    const layout = mkdtempSync(path.join(tmpdir(), "cs-container-app-"));
    cpSync(path.join(repoRoot, "dist"), path.join(layout, "dist"), { recursive: true });
    cpSync(path.join(repoRoot, "package.json"), path.join(layout, "package.json"));
    symlinkSync(path.join(repoRoot, "node_modules"), path.join(layout, "node_modules"));

    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: layout,
      ...envOf(runtime),
      // What compose.yaml gives the app at run time (secrets from .env), on a free port and a fresh volume.
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cs-container-data-")),
      PUBLIC_URL: baseURL,
      AUTH_JWT_SECRET: randomBytes(48).toString("base64url"),
      SECRETS_KEY: randomBytes(48).toString("base64url"),
      LOG_LEVEL: "warn",
    };
    expect(env.NODE_ENV).toBe("production");
    let output = "";
    server = spawn(command === "node" ? process.execPath : command, commandArgs, { cwd: layout, env, stdio: ["ignore", "pipe", "pipe"] });
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));

    await expect.poll(async () => (await request.get(`${baseURL}/api/health`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
    // The image's HEALTHCHECK, as the container runtime would run it (inside the container: same env).
    const probe = spawnSync(healthcheck[0] === "node" ? process.execPath : healthcheck[0], healthcheck.slice(1), { env, timeout: 10_000 });
    expect(probe.status, probe.stderr?.toString()).toBe(0);

    const home = await page.goto(baseURL);
    expect(home?.status()).toBe(200);
    await expect(page).toHaveTitle(/Content Studio/);
    await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();

    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited, output).toBe(0);

    // The built backup command works in the same layout (PGlite: after the server stopped).
    const out = path.join(mkdtempSync(path.join(tmpdir(), "cs-container-backup-")), "backup.tar.gz");
    const backup = spawnSync(process.execPath, ["dist/server/backup.js", "backup", "--out", out], { cwd: layout, env, timeout: 60_000 });
    expect(backup.status, `${backup.stdout}${backup.stderr}`).toBe(0);
    expect(backup.stdout.toString()).toMatch(/backup written: .*backup\.tar\.gz \(\d+ rows in \d+ tables, 0 files\)/);
  });
});
