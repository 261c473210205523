/** JSON bodies and client aborts as a real Node server sees them (@hono/node-server, not app.request). */
import type { AddressInfo } from "node:net";
import { serveApp, type ServerType } from "@/server/http-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createUser } from "../../../tests/helpers/users";
import { clientGoneSignal, readCappedStream } from "./node-request";

function listen(fetch: (req: Request, env: unknown) => Response | Promise<Response>): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serveApp({ fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });
}
const close = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

describe("the API on a Node server", () => {
  let t: TestApp;
  let server: ServerType;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ server, url } = await listen(t.app.fetch));
  });
  afterAll(async () => {
    await close(server);
    await t.close();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

  it("reads JSON bodies (any JSON media type, a BOM, several packets) as the handlers expect", async () => {
    const { access_token } = await createUser(t);
    const auth = { authorization: `Bearer ${access_token}` };
    const created = await post("/api/prompts", JSON.stringify({ name: "Über prompt ✓", prompt_text: "é".repeat(20_000), type: "social_media" }), auth);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = (await (await fetch(`${url}/api/prompts/${id}`, { headers: auth })).json()) as { name: string; prompt_text: string };
    expect(read.name).toBe("Über prompt ✓");
    expect(read.prompt_text).toBe("é".repeat(20_000));
    const bom = await post("/api/prompts", `\uFEFF${JSON.stringify({ name: "BOM", prompt_text: "y", type: "social_media" })}`, { ...auth, "content-type": "application/vnd.api+json" });
    expect(bom.status).toBe(201);
  });

  it("refuses bodies over the limit with 413 and closes that connection, declared or streamed, and goes on serving", async () => {
    const big = await post("/api/auth/signup", JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.headers.get("connection")).toBe("close");
    expect(((await big.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    const undeclared = await fetch(`${url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // A stream: sent chunked, with no content-length to refuse it by.
      body: new Blob([JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) })]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(undeclared.status).toBe(413);
    expect(undeclared.headers.get("connection")).toBe("close");
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it("refuses NUL characters and malformed JSON as before", async () => {
    const nul = await post("/api/auth/signup", JSON.stringify({ email: "a\u0000@b.co", password: "plum-orbit-lantern-7" }));
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { error: { code: string } }).error.code).toBe("invalid_characters");
    const bad = await post("/api/auth/signup", "{nope");
    expect(bad.status).toBe(400);
  });
});

describe("clientGoneSignal", () => {
  it("aborts when the client goes away before the answer, and not after a complete answer", async () => {
    const signals: AbortSignal[] = [];
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    const app = new Hono();
    app.get("/slow", async (c) => {
      const signal = clientGoneSignal(c);
      signals.push(signal);
      entered();
      await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
      return c.text("late");
    });
    app.get("/fast", (c) => {
      signals.push(clientGoneSignal(c));
      return c.text("ok");
    });
    const { server, url } = await listen(app.fetch);
    try {
      expect(await (await fetch(`${url}/fast`)).text()).toBe("ok");
      const client = new AbortController();
      const pending = fetch(`${url}/slow`, { signal: client.signal }).catch(() => "aborted");
      await inHandler;
      client.abort();
      expect(await pending).toBe("aborted");
      await new Promise((resolve) => signals[1].addEventListener("abort", resolve, { once: true }));
      expect(signals[1].aborted).toBe(true);
      expect(signals[0].aborted).toBe(false);
    } finally {
      (server as import("node:http").Server).closeAllConnections();
      await close(server);
    }
  });

  it("falls back to the request's own signal without a Node server", async () => {
    const app = new Hono();
    app.get("/", (c) => c.text(String(clientGoneSignal(c) === c.req.raw.signal)));
    expect(await (await app.request("/")).text()).toBe("true");
  });
});

describe("readCappedStream", () => {
  const streamOf = (...parts: string[]) => new Response(parts.join("")).body;
  it("reads a stream within its cap as text", async () => {
    expect(await readCappedStream(streamOf("héllo ", "wörld"), 64)).toEqual({ text: "héllo wörld" });
    expect(await readCappedStream(null, 64)).toEqual({ text: "" });
  });
  it("refuses a stream past its cap, and a chunk its check refuses", async () => {
    expect(await readCappedStream(streamOf("x".repeat(65)), 64)).toEqual({ refused: "too_large" });
    expect(await readCappedStream(streamOf("abc"), 64, () => "nul")).toEqual({ refused: "nul" });
  });
});
