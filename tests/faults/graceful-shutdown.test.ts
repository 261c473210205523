import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { REALTIME_CLOSE } from "@/shared/contracts/models";
import { startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { freePort, spawnServer } from "../helpers/server-process";

/**
 * SIGTERM on the real server process (PGlite in DATA_DIR, tsx) while a streamed generation is in flight against a
 * fake upstream that holds the stream open until the test lets it go: readiness turns 503 while requests are still
 * served, the realtime socket is closed with 1012 (reconnect), new connections are refused, the stream still
 * completes whole, and the process exits 0.
 */
const children: ChildProcess[] = [];
let fake: FakeOpenAI | undefined;
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await fake?.close();
});

/** One request on its own connection (no pool: a refused connection must show as refused). */
function getOnce(url: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

const post = (url: string, p: string, body: unknown, token?: string) =>
  fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

describe("graceful shutdown", () => {
  it("drains, closes the realtime socket with 1012, refuses new connections, finishes the stream and exits 0", async () => {
    fake = await startFakeOpenAI();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fake.setDefault({ kind: "gated", head: "First half of the post, ", tail: "and the second half after the signal.", release: gate });

    const port = await freePort();
    const { child, exited, url } = spawnServer(port, {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cs-shutdown-")),
      AUTH_RATE_LIMIT_BURST: "100000",
      API_RATE_LIMIT_PER_MINUTE: "100000",
      AUTH_JWT_SECRET: "shutdown-secret-shutdown-secret-shutdown-1",
      DATABASE_URL: "",
      OPENAI_COMPATIBLE_BASE_URL: fake.url,
      OPENAI_COMPATIBLE_API_KEY: "sk-fake-test",
      SHUTDOWN_DRAIN_MS: "2000",
      SHUTDOWN_GRACE_MS: "60000",
    });
    children.push(child);
    await Promise.race([
      vi.waitFor(async () => expect((await fetch(`${url}/api/health/ready`).catch(() => null))?.status).toBe(200), { timeout: 90_000, interval: 100 }),
      exited.then((code) => Promise.reject(new Error(`server exited with ${code}`))),
    ]);

    // The first confirmed user of a loopback quickstart is the administrator: they switch the upstream's model on.
    const email = `shutdown.${Date.now()}@example.com`;
    const password = "plum-orbit-lantern-7";
    await post(url, "/api/auth/signup", { email, password });
    const { data } = (await (await fetch(`${url}/api/dev/mailbox`)).json()) as { data: { text: string }[] };
    await post(url, "/api/auth/verify", { type: "signup", token: data[0].text.match(/token=([\w-]+)/)![1], password });
    const token = ((await (await post(url, "/api/auth/token?grant_type=password", { email, password })).json()) as { access_token: string }).access_token;
    const models = (await (await fetch(`${url}/api/models`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; provider: string }[] };
    const model = models.data.find((m) => m.provider === "openai-compatible")!;
    const patched = await fetch(`${url}/api/models/${model.id}`, { method: "PATCH", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ is_active: true }) });
    expect(patched.status).toBe(200);

    // A joined realtime socket.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime?token=${token}`);
    await new Promise<void>((resolve, reject) => {
      socket.on("message", (raw) => {
        if ((JSON.parse(String(raw)) as { type: string }).type === "joined") resolve();
      });
      socket.once("error", reject);
    });
    const socketClosed = new Promise<{ code: number; reason: string }>((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })));

    // A streamed generation, in flight: its first delta has arrived, the upstream holds the rest.
    const stream = await post(url, "/api/functions/generate-text-post?stream=1", { textContent: "Spring sale", promptText: "Write a post", modelId: model.id }, token);
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    while (!received.includes("event: delta")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended early: ${received}`);
      received += decoder.decode(value, { stream: true });
    }

    child.kill("SIGTERM");
    // Draining: readiness says 503 at once, while the server still answers (load balancers take it out first).
    await vi.waitFor(async () => expect(await getOnce(`${url}/api/health/ready`)).toEqual({ status: 503 }), { timeout: 10_000, interval: 50 });
    // After the drain window: the realtime socket is told to reconnect elsewhere, and the listener is closed.
    const closed = await socketClosed;
    expect(closed.code).toBe(REALTIME_CLOSE.shuttingDown);
    expect(closed.code).toBe(1012);
    await vi.waitFor(async () => expect(await getOnce(`${url}/api/health/live`)).toEqual({ error: "ECONNREFUSED" }), { timeout: 10_000, interval: 50 });
    // The stream is still being served: the process waits for it.
    expect(child.exitCode).toBeNull();

    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    const doneEvent = /event: done\ndata: (.+)\n/.exec(received);
    expect(doneEvent, received).not.toBeNull();
    expect((JSON.parse(doneEvent![1]) as { content: string }).content).toBe("First half of the post, and the second half after the signal.");
    expect(await exited).toBe(0);
  }, 180_000);
});
