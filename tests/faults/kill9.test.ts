import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../helpers/server-process";

/**
 * `kill -9` while writes are in flight: after a restart on the same data, every acknowledged write is there,
 * whole, and the server starts normally. Runs the real server (PGlite in DATA_DIR) as a child process.
 */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
});

async function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "silent", AUTH_RATE_LIMIT_BURST: "100000", API_RATE_LIMIT_PER_MINUTE: "100000", AUTH_JWT_SECRET: "kill9-secret-kill9-secret-kill9-secret-12", DATABASE_URL: "" },
    stdio: "ignore",
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  // Up once /api/health answers; a child that exits fails the wait at once.
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`server exited with ${code}`))));
  const healthy = vi.waitFor(async () => expect((await fetch(`${url}/api/health`).catch(() => null))?.ok).toBe(true), { timeout: 60_000, interval: 100 });
  await Promise.race([healthy, exited]);
  return { child, url };
}

const post = (url: string, p: string, body: unknown, token?: string) =>
  fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

describe("kill -9 during writes", () => {
  it("keeps every acknowledged write whole after a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cs-kill9-"));
    const port = await freePort();
    let { child, url } = await start(dataDir, port);

    const email = `kill9.${Date.now()}@example.com`;
    await post(url, "/api/auth/signup", { email, password: "plum-orbit-lantern-7" });
    const { data } = (await (await fetch(`${url}/api/dev/mailbox`)).json()) as { data: { text: string }[] };
    await post(url, "/api/auth/verify", { type: "signup", token: data[0].text.match(/token=([\w-]+)/)![1], password: "plum-orbit-lantern-7" });
    const signIn = async () => ((await (await post(url, "/api/auth/token?grant_type=password", { email, password: "plum-orbit-lantern-7" })).json()) as { access_token: string }).access_token;
    let token = await signIn();

    const acked = new Set<string>();
    // Resolved by the write that makes 150 acknowledged, so the kill lands mid-stream without polling.
    let reached150!: () => void;
    const enoughAcked = new Promise<void>((resolve) => (reached150 = resolve));
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const title = `w${w}-${i}`;
        const res = await post(url, "/api/notes", { title, content: `${title} `.repeat(50) }, token).catch(() => null);
        if (res && res.status < 300) {
          acked.add(title);
          if (acked.size === 150) reached150();
        }
        else if (!res) return;
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await enoughAcked;
    child.kill("SIGKILL");
    stop = true;
    await Promise.all(writers);

    ({ child, url } = await start(dataDir, port));
    token = await signIn();
    const res = await fetch(`${url}/api/notes?limit=200`, { headers: { authorization: `Bearer ${token}` } });
    const rows: { title: string; content: string }[] = [];
    let page = (await res.json()) as { data: { title: string; content: string }[]; next_cursor: string | null };
    rows.push(...page.data);
    while (page.next_cursor) {
      page = (await (await fetch(`${url}/api/notes?limit=200&cursor=${page.next_cursor}`, { headers: { authorization: `Bearer ${token}` } })).json()) as typeof page;
      rows.push(...page.data);
    }
    const stored = new Map(rows.map((r) => [r.title, r.content]));
    for (const title of acked) expect(stored.has(title), `acknowledged ${title} is missing`).toBe(true);
    for (const [title, content] of stored) expect(content).toBe(`${title} `.repeat(50));
    child.kill("SIGTERM");
  }, 120_000);
});
