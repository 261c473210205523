/**
 * A server of a spec's own, for specs that change the default model (which would disturb the other specs'
 * generations on the shared e2e server): the built app on a free port and a fresh data directory.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expect, signInThroughUi, type TestUser } from "./fixtures";

export interface OwnServer {
  baseURL: string;
  /** The server's DATA_DIR (its PGlite database in pglite/, its files in storage/), to inspect once it stopped. */
  dataDir: string;
  api: APIRequestContext;
  /** Signs up and confirms a user (the first one of a fresh server is its admin). */
  confirmedUser(email: string, password?: string): Promise<TestUser>;
  tokenOf(user: TestUser): Promise<string>;
  /** What the server wrote to stdout so far (its log, e.g. the start-up lines). */
  log(): string;
  /** A new browser context signed in as the user, on the path. */
  signedInPage(browser: Browser, user: TestUser, path: string): Promise<Page>;
  close(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startOwnServer(name: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `cs-e2e-${name}-`));
  const server = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_BURST: "100000",
      API_RATE_LIMIT_PER_MINUTE: "100000",
      AI_RATE_LIMIT_PER_MINUTE: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  server.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    process.stdout.write(chunk);
  });
  const api = await playwrightRequest.newContext({ baseURL });
  await expect.poll(async () => (await api.get("/api/health").catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);

  return {
    baseURL,
    dataDir,
    api,
    async confirmedUser(email, password = "plum-orbit-lantern-7") {
      expect((await api.post("/api/auth/signup", { data: { email, password } })).status()).toBe(200);
      const { data } = (await (await api.get("/api/dev/mailbox")).json()) as { data: { to: string; text: string }[] };
      const token = data.find((m) => m.to === email)!.text.match(/token=([\w-]+)/)![1];
      expect((await api.post("/api/auth/verify", { data: { type: "signup", token, password } })).status()).toBe(200);
      return { email, password };
    },
    log: () => stdout,
    async tokenOf(user) {
      const res = await api.post("/api/auth/token?grant_type=password", { data: user });
      return ((await res.json()) as { access_token: string }).access_token;
    },
    async signedInPage(browser, user, to) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signInThroughUi(page, user);
      if (to !== "/dashboard") await page.goto(to);
      return page;
    },
    async close() {
      await api.dispose();
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
