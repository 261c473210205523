import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { modelFile } from "@/server/ai/local/download-state";
import { createDownloader } from "@/server/ai/local/downloader";
import { createPglite } from "@/server/db/client";
import { createLogger } from "@/server/lib/logger";
import { tightenTree } from "@/server/lib/private-files";
import { createLocalDiskStorage } from "@/server/storage/local-disk";
import { startFakeModelHost } from "../helpers/fake-model-host";
import { freePort } from "../helpers/fake-smtp";
import { formWith, pngImage } from "../helpers/files";
import { tinyGguf } from "../helpers/tiny-gguf";

/**
 * Everything the server creates under DATA_DIR is its own user's alone: PGlite's files were 0666
 * (world-writable) and stored uploads 0644. Each check runs with this process's usual umask (022), so the modes
 * must come from the code that creates the files, not from the umask the server sets at start.
 */
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Every path under root (root included) whose mode gives its group or others any access, with that mode. */
function sharedPaths(root: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const info = lstatSync(file);
    if (info.mode & 0o077) found.push(`${path.relative(root, file) || "."} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const entry of readdirSync(file)) visit(path.join(file, entry));
  };
  visit(root);
  return found;
}

function countPaths(root: string): number {
  const info = lstatSync(root);
  return 1 + (info.isDirectory() ? readdirSync(root).reduce((n, e) => n + countPaths(path.join(root, e)), 0) : 0);
}

describe("files under DATA_DIR are owner-only", () => {
  it("runs with a umask that would let others read", () => {
    expect(process.umask() & 0o077).not.toBe(0o077);
  });

  it("stored files 0600 and their folders 0700 (local storage)", async () => {
    const root = path.join(tempDir("cs-modes-storage-"), "storage");
    const storage = createLocalDiskStorage(root);
    await storage.put("social_images", "user-a/1.png", await pngImage(), { contentType: "image/png" });
    await storage.put("documents", "user-b/brief.pdf", Buffer.from("%PDF-1.4"), { contentType: "application/pdf" });
    expect(countPaths(root)).toBeGreaterThan(8);
    expect(sharedPaths(root)).toEqual([]);
  });

  it("PGlite's data directory: created, written and opened again", { timeout: 120_000 }, async () => {
    const dir = path.join(tempDir("cs-modes-pglite-"), "pglite");
    let db = await createPglite(dir);
    await db.exec("create table notes (id serial primary key, body text); create index on notes (body); insert into notes (body) values ('x');");
    await db.close();
    // A second start rewrites pg_internal.init (0644 before).
    db = await createPglite(dir);
    expect((await db.query<{ n: number }>("select count(*)::int as n from notes")).rows[0].n).toBe(1);
    await db.close();
    expect(countPaths(dir)).toBeGreaterThan(900);
    expect(sharedPaths(dir)).toEqual([]);
  });

  it("local models: the download, its progress file and the installed model", async () => {
    const host = await startFakeModelHost();
    try {
      const dir = path.join(tempDir("cs-modes-models-"), "models");
      const model = tinyGguf({ layers: 2 });
      const url = host.serve("org/tiny-GGUF/resolve/main/tiny.gguf", { bytes: model, pauseAfter: 64 });
      const downloader = createDownloader({ dir, logger: createLogger("silent"), now: () => new Date(), retries: 0, retryDelayMs: 1, onReady: async () => {} });
      await downloader.start({ id: "tiny", url });
      // Mid-download: the .part file and the progress file exist.
      await vi.waitFor(async () => expect((await downloader.state("tiny"))?.receivedBytes).toBeGreaterThan(0));
      expect(readdirSync(dir).length).toBeGreaterThanOrEqual(2);
      expect(sharedPaths(dir)).toEqual([]);
      host.release();
      await downloader.settled("tiny");
      expect(lstatSync(modelFile(dir, "tiny")).mode & 0o777).toBe(0o600);
      expect(sharedPaths(dir)).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it("tightens what an older version left open, and leaves symbolic links alone", async () => {
    const root = tempDir("cs-modes-old-");
    mkdirSync(path.join(root, "storage", "images"), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(root, "storage", "images", "old.png"), "x", { mode: 0o644 });
    writeFileSync(path.join(root, "wide-open"), "x");
    chmodSync(path.join(root, "wide-open"), 0o666);
    chmodSync(root, 0o755);
    const outside = path.join(tempDir("cs-modes-outside-"), "target");
    writeFileSync(outside, "x", { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(root, "link"));

    expect(await tightenTree(root)).toEqual({ tightened: 5, failed: [] });
    expect(sharedPaths(root).filter((p) => !p.startsWith("link "))).toEqual([]);
    expect(lstatSync(outside).mode & 0o777).toBe(0o644);
    expect(await tightenTree(root)).toEqual({ tightened: 0, failed: [] });
  });
});

describe("the server entry", () => {
  // Starting the real server (PGlite, migrations) takes a while on a busy machine.
  it("starts on a DATA_DIR an older version left readable, says how much it tightened, and keeps what it creates owner-only", { timeout: 180_000 }, async () => {
    const dataDir = tempDir("cs-modes-server-");
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, "storage", "uploads"), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, "storage", "uploads", "left-behind.png"), "x", { mode: 0o644 });
    chmodSync(path.join(dataDir, "storage", "uploads", "left-behind.png"), 0o644);

    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "info", AUTH_JWT_SECRET: "", SECRETS_KEY: "", DATABASE_URL: "", STORAGE_DRIVER: "local" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let log = "";
    child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
    const url = `http://127.0.0.1:${port}`;
    const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${log}`))));
    const healthy = vi.waitFor(async () => expect((await fetch(`${url}/api/health`).catch(() => null))?.ok).toBe(true), { timeout: 60_000, interval: 100 });
    await Promise.race([healthy, exited]);

    // The stale folder, file and DATA_DIR itself: 4 paths (storage too), logged once.
    expect(log.match(/removed group and other access from (\d+) files and folders/g)).toEqual(["removed group and other access from 4 files and folders"]);

    // A user uploads an image: the stored file and its metadata are owner-only too.
    const post = (p: string, body: unknown) => fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const email = `modes.${Date.now()}@example.com`;
    await post("/api/auth/signup", { email, password: "plum-orbit-lantern-7" });
    const { data } = (await (await fetch(`${url}/api/dev/mailbox`)).json()) as { data: { text: string }[] };
    await post("/api/auth/verify", { type: "signup", token: data[0].text.match(/token=([\w-]+)/)![1], password: "plum-orbit-lantern-7" });
    const { access_token } = (await (await post("/api/auth/token?grant_type=password", { email, password: "plum-orbit-lantern-7" })).json()) as { access_token: string };
    const upload = await fetch(`${url}/api/uploads`, { method: "POST", headers: { authorization: `Bearer ${access_token}` }, body: formWith("files", [{ name: "a.png", data: await pngImage(), type: "image/png" }]) });
    expect(upload.status).toBe(201);

    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(["jwt-secret", "pglite", "secrets-key", "storage"]));
    expect(countPaths(path.join(dataDir, "storage"))).toBeGreaterThan(6);
    expect(sharedPaths(dataDir)).toEqual([]);
  });
});
