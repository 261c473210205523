/**
 * Issue 22 point 1: a stranger stalled the server. A 29 MB anonymous body was read, parsed and walked before the
 * 401 (30.5 s, 432 MB to 3.1 GB), and twenty 1 MB bodies blocked the event loop. Now the app's edge refuses a
 * body before reading it (401, 429, 413 by its declared length) and checks NUL and depth as the bytes arrive.
 * Against a real Node server (@hono/node-server), and the same rules under app.request().
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serveApp, type ServerType } from "@/server/http-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser, uniqueEmail } from "../helpers/users";

const MB = 1024 * 1024;

let t: TestApp;
let server: ServerType;
let base: URL;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_BURST: "1000" } });
  token = (await createUser(t)).access_token;
  await new Promise<void>((resolve) => {
    server = serveApp({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      base = new URL(`http://127.0.0.1:${info.port}`);
      resolve();
    });
  });
});
afterAll(async () => {
  (server as http.Server).closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

interface Sent {
  status: number;
  body: string;
  connection: string | undefined;
  /** Bytes the client had handed to its socket when the answer arrived. */
  writtenAtAnswer: number;
}

/**
 * POSTs `total` bytes: `frame[0]`, `pattern` repeated in 64 KB pieces as fast as the server takes them (never
 * held whole in memory), then `frame[1]`; resolves with the answer as soon as it arrives: a server that answers
 * without reading stops the upload there.
 */
function streamBody(path: string, total: number, pattern: string, headers: Record<string, string> = {}, frame = ["", ""]): Promise<Sent> {
  const piece = Buffer.from(pattern.repeat(Math.ceil((64 * 1024) / pattern.length)));
  const last = Buffer.from(frame[1]);
  const bodyBytes = total - last.length;
  return new Promise((resolve, reject) => {
    let written = frame[0].length;
    let answered = false;
    const req = http.request(new URL(path, base), {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(total), ...headers },
    });
    req.on("response", (res) => {
      answered = true;
      const writtenAtAnswer = written;
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(parts).toString(), connection: res.headers.connection, writtenAtAnswer }));
      res.on("error", reject);
    });
    // The server closing while the rest is unsent is the point; only an error before any answer fails.
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && written < bodyBytes && !req.destroyed) {
        const chunk = piece.subarray(0, Math.min(piece.length, bodyBytes - written));
        written += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (written >= bodyBytes) req.end(last);
    };
    req.write(frame[0]);
    pump();
  });
}

const errorCode = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code;

describe("anonymous bodies are refused before they are read", () => {
  it("a 29 MB body of [[],[],...] to generate-text-post is a 401 at once; memory does not grow by 100 MB", async () => {
    global.gc?.();
    const before = process.memoryUsage();
    // Valid JSON (ten million empty arrays), the worst case for a reader that parses and walks it.
    const total = 29 * MB - ((29 * MB - 4) % 3);
    const sent = await streamBody("/api/functions/generate-text-post", total, "[],", {}, ["[", "[]]"]);
    expect(sent.status).toBe(401);
    expect(errorCode(sent.body)).toBe("no_authorization");
    expect(sent.connection).toBe("close");
    // Answered on its headers: the client could not even hand over the body (kernel buffers are a few MB).
    expect(sent.writtenAtAnswer).toBeLessThan(total / 2);
    global.gc?.();
    const after = process.memoryUsage();
    expect(after.rss - before.rss).toBeLessThan(100 * MB);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(100 * MB);
  });

  it("twenty 1 MB bodies to /api/notes are 401s, and health answers while they arrive", async () => {
    const bodies = Array.from({ length: 20 }, () => streamBody("/api/notes", MB, '{"title":"x","content":"' + "y".repeat(1000)));
    // A generous guard against a stalled server, not a speed assertion: the bench measures the time.
    const health = await fetch(new URL("/api/health", base), { signal: AbortSignal.timeout(5000) });
    expect(health.status).toBe(200);
    const answers = await Promise.all(bodies);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(401));
    expect(new Set(answers.map((a) => a.connection))).toEqual(new Set(["close"]));
  });

  it("a token that is not valid is refused the same way, before the body", async () => {
    const sent = await streamBody("/api/uploads", 20 * MB, "x", { authorization: "Bearer not.a.token", "content-type": "multipart/form-data; boundary=x" });
    expect(sent.status).toBe(401);
    expect(errorCode(sent.body)).toBe("bad_jwt");
    expect(sent.writtenAtAnswer).toBeLessThan(10 * MB);
  });

  it("visitors' routes take small bodies only: a 100 KB sign-up is a 413 by its declared length", async () => {
    const sent = await streamBody("/api/auth/signup", 100 * 1024, "x");
    expect(sent.status).toBe(413);
    expect(errorCode(sent.body)).toBe("payload_too_large");
    expect(sent.connection).toBe("close");
  });

  it("the server goes on answering on new connections", async () => {
    expect((await fetch(new URL("/api/health", base))).status).toBe(200);
  });
});

describe("signed-in bodies have their route's limit and are checked as they arrive", () => {
  const post = (path: string, body: string) =>
    fetch(new URL(path, base), { method: "POST", body, headers: { "content-type": "application/json", authorization: `Bearer ${token}` } });

  it("a 2 MB body to a text function is a 413 (a text generation takes kilobytes)", async () => {
    const body = JSON.stringify({ textContent: "x".repeat(2 * MB), promptText: "Write" });
    for (const path of ["/api/functions/generate-text-post", "/api/functions/adjust-post"]) {
      const res = await post(path, body);
      expect(res.status, path).toBe(413);
      expect(res.headers.get("connection")).toBe("close");
      expect(errorCode(await res.text())).toBe("payload_too_large");
      // Streamed without a length, it is cut off at the limit all the same.
      expect((await streamUnsized(path, body)).status).toBe(413);
    }
  });

  it("NUL characters and nesting past 64 are 400s with the codes they always had", async () => {
    const nul = await post("/api/notes", JSON.stringify({ title: "a\u0000b", content: "x" }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: { code: "invalid_characters", message: messages.api.nulCharacters } });
    const deep = await post("/api/history", `{"content":"x","content_type":"general","metadata":{"d":${"[".repeat(63)}${"]".repeat(63)}}}`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ error: { code: "too_deep", message: messages.api.tooDeep } });
    const deepest = await post("/api/history", `{"content":"x","content_type":"general","metadata":{"d":${"[".repeat(62)}${"]".repeat(62)}}}`);
    expect(deepest.status).toBe(201);
  });

  it("a deep body is refused at its 65th bracket and the connection closes on the rest", async () => {
    const sent = await streamBody("/api/history", MB, "[", { authorization: `Bearer ${token}` });
    expect(sent.status).toBe(400);
    expect(errorCode(sent.body)).toBe("too_deep");
    expect(sent.connection).toBe("close");
  });

  it("a route's body is still read whole when it is within the limit", async () => {
    const note = await post("/api/notes", JSON.stringify({ title: "Long ✓", content: "é".repeat(90_000) }));
    expect(note.status).toBe(201);
    expect(((await note.json()) as { content: string }).content).toHaveLength(90_000);
  });
});

/** Sends the body as a stream, so there is no Content-Length to refuse it by. */
function streamUnsized(path: string, body: string): Promise<Response> {
  return fetch(new URL(path, base), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: new Blob([body]).stream(),
    duplex: "half",
  } as RequestInit);
}

describe("the same rules without a Node server (app.request)", () => {
  /** A body that counts what was pulled from it, and gives nothing until asked. */
  function countedBody(total: number, pattern = "[],") {
    const pulled = { bytes: 0 };
    const chunk = new TextEncoder().encode(pattern.repeat(60_000 / pattern.length));
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled.bytes >= total) return controller.close();
          pulled.bytes += chunk.length;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, pulled };
  }
  const request = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request(path, { method: "POST", body, headers: { "content-type": "application/json", ...headers }, duplex: "half" } as RequestInit);

  it("an anonymous body is a 401 and is never pulled", async () => {
    const { stream, pulled } = countedBody(29 * MB);
    const res = await request("/api/functions/generate-text-post", stream);
    expect(res.status).toBe(401);
    expect(pulled.bytes).toBe(0);
  });

  it("a deep body stops being pulled at the bracket past the limit, a long one at the route's limit", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const deep = countedBody(29 * MB, "[");
    const refused = await request("/api/history", deep.stream, auth);
    expect(await refused.json()).toMatchObject({ error: { code: "too_deep" } });
    expect(deep.pulled.bytes).toBe(60_000);
    // [],[],... is one level deep: it is cut off by the route's size limit instead, well before 29 MB.
    const long = countedBody(29 * MB);
    const res = await request("/api/history", long.stream, auth);
    expect(res.status).toBe(413);
    expect(long.pulled.bytes).toBeLessThan(2 * MB);
  });

  it("NUL, size and rate limits answer as on Node", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const nul = await request("/api/notes", JSON.stringify({ title: "a", content: "x\u0000" }), auth);
    expect(await nul.json()).toMatchObject({ error: { code: "invalid_characters" } });
    const big = await request("/api/functions/expand-content", JSON.stringify({ content: "x".repeat(2 * MB), mode: "short" }), auth);
    expect(big.status).toBe(413);
  });
});

describe("visitors' bodies are rate-limited per IP before they are read", () => {
  it("the edge and the route take one token between them, and the next body is a 429", async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_BURST: "3" } });
    try {
      const signUp = () => limited.request("/api/auth/signup", { method: "POST", json: { email: uniqueEmail(), password: "plum-orbit-lantern-7" } });
      for (let i = 0; i < 3; i++) expect((await signUp()).status, `sign-up ${i + 1}`).toBe(200);
      const fourth = await signUp();
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get("retry-after")).toBeTruthy();
      expect(fourth.headers.get("connection")).toBe("close");
    } finally {
      await limited.close();
    }
  });
});
