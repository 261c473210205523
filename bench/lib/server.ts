import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/server/index.js, or BENCH_SERVER_ENTRY: another build, e.g. the one before a change
 * for a labelled run) on a fresh data dir and waits for /api/health.
 */
export async function startServer(opts: { env?: Record<string, string>; nodeArgs?: string[] } = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), process.env.BENCH_SERVER_ENTRY ?? "dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cs-bench-")),
      PUBLIC_URL: url,
      LOG_LEVEL: "silent",
      // Development mode keeps the dev mailbox, through which the benchmark users confirm their email.
      NODE_ENV: "development",
      AUTH_JWT_SECRET: "bench-secret-bench-secret-bench-secret-1234",
      // Fixed, so a second server on the same database can read the mail (kept encrypted) of the first.
      SECRETS_KEY: "bench-secrets-key-bench-secrets-key-1234",
      AUTH_RATE_LIMIT_BURST: "1000000",
      AI_RATE_LIMIT_PER_MINUTE: "1000000",
      ...opts.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForUrl(`${url}/api/health`, child);
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A confirmed, signed-in user on a running server, confirmed through the dev mailbox. */
export async function signedInUser(url: string): Promise<{ token: string; email: string }> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const password = "bench-password";
  const post = (p: string, body: unknown) => fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await post("/api/auth/signup", { email, password });
  // Mail leaves in the background: poll the dev mailbox until the confirmation is there.
  let token: string | undefined;
  for (const deadline = Date.now() + 30_000; !token; ) {
    const res = await fetch(`${url}/api/dev/mailbox`);
    const body = (await res.json()) as { data?: { to: string; text: string }[] };
    token = body.data?.find((m) => m.to === email)?.text.match(/token=([\w-]+)/)?.[1];
    if (!token && Date.now() > deadline) throw new Error(`no confirmation mail for ${email}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  await post("/api/auth/verify", { type: "signup", token, password });
  const res = await post("/api/auth/token?grant_type=password", { email, password });
  if (!res.ok) throw new Error(`sign in failed: ${res.status} ${await res.text()}`);
  return { token: ((await res.json()) as { access_token: string }).access_token, email };
}

/** Polls `url` until it answers 2xx (or 404 from a peer that is up), failing when the process exits or after 60 s. */
export async function waitForUrl(url: string, child: ChildProcess, okStatuses = [200, 404]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if ((res.ok || okStatuses.includes(res.status)) && child.exitCode === null) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A port nobody listens on right now. Fixed ports are not safe on a shared machine: a server that fails to bind
 * would leave the benchmark talking to someone else's server on that port.
 */
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
