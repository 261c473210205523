/**
 * DNS rebinding (issue 22, point 3): a page on a name the attacker points at this server's address reads every
 * answer as its own origin. With a foreign Host the dev mailbox was read and an admin reset requested and
 * completed. The server now answers only its own host names, on every path and on the WebSocket upgrade.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serveApp, type ServerType } from "@/server/http-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { mailOutbox } from "@/server/db/schema";
import type { SessionDto } from "@/shared/contracts/auth";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser, uniqueEmail } from "../helpers/users";

const FOREIGN = "rebind.attacker.example";

async function refusal(res: Response) {
  expect(res.status).toBe(421);
  expect(await res.json()).toEqual({ error: { code: "misdirected_request", message: messages.api.misdirectedRequest } });
}

describe("on the loopback quickstart (the default bind and PUBLIC_URL)", () => {
  let t: TestApp;
  let admin: SessionDto;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t);
    server = await new Promise<ServerType>((resolve) => {
      const s = serveApp({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    t.deps.services.realtime!.attach(server);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  /** A raw request to the real server with the Host header a rebound browser sends. */
  function get(path: string, host: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("refuses a foreign Host reading the dev mailbox, page and API", async () => {
    expect(admin.user.role).toBe("admin");
    await refusal(await t.app.request(`http://${FOREIGN}:3000/api/dev/mailbox`));
    expect((await t.app.request(`http://${FOREIGN}:3000/dev/mailbox`)).status).toBe(421);
    for (const path of ["/api/dev/mailbox", "/dev/mailbox", "/", "/auth"]) {
      const res = await get(path, `${FOREIGN}:${port}`);
      expect(res.status, path).toBe(421);
      expect(res.body, path).not.toContain("/auth/confirm");
    }
  });

  it("refuses a foreign Host requesting an admin reset: no mail is queued", async () => {
    const before = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.user.email));
    await refusal(await t.app.request(`http://${FOREIGN}:3000/api/auth/recover`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: admin.user.email }) }));
    const after = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.user.email));
    expect(after).toHaveLength(before.length);
  });

  it("refuses a foreign Host opening the WebSocket, with 421", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime?token=${admin.access_token}`, { headers: { host: `${FOREIGN}:${port}` } });
    const status = await new Promise<number>((resolve, reject) => {
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode!));
      ws.on("open", () => reject(new Error("the socket opened")));
      ws.on("error", reject);
    });
    expect(status).toBe(421);
    ws.terminate();
  });

  it("answers the loopback names it is reached by, over HTTP and WebSocket", async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await get("/api/auth/settings", host)).status, host).toBe(200);
    }
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime?token=${admin.access_token}`, { headers: { host: `localhost:${port}` } });
    await new Promise<void>((resolve, reject) => {
      ws.on("message", (raw) => JSON.parse(String(raw)).type === "joined" && resolve());
      ws.on("error", reject);
    });
    ws.close();
  });

  it("answers health to any Host (load balancers probe by address)", async () => {
    expect((await get("/api/health", `10.0.0.7:${port}`)).status).toBe(200);
    expect((await get("/api/health", `${FOREIGN}:${port}`)).status).toBe(200);
  });
});

describe("on a public host (bound to 0.0.0.0, a public PUBLIC_URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOST: "0.0.0.0", PUBLIC_URL: "https://studio.example.com", ALLOWED_HOSTS: "studio.internal" } });
  });
  afterAll(async () => t.close());

  it("answers PUBLIC_URL's host and the ALLOWED_HOSTS names", async () => {
    expect((await t.app.request("https://studio.example.com/api/auth/settings")).status).toBe(200);
    expect((await t.app.request("http://studio.internal:3000/api/auth/settings")).status).toBe(200);
    const res = await t.app.request("https://studio.example.com/api/auth/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: uniqueEmail(), password: "plum-orbit-lantern-7" }) });
    expect(res.status).toBe(200);
  });

  it("refuses loopback names (this bind is not loopback) and foreign names", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", `https://${FOREIGN}`]) {
      await refusal(await t.app.request(`${origin}/api/auth/settings`));
    }
  });
});

describe("on a loopback bind with a public PUBLIC_URL (behind a proxy on this machine)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOST: "127.0.0.1", PUBLIC_URL: "https://studio.example.com" } });
  });
  afterAll(async () => t.close());

  it("answers PUBLIC_URL's host and loopback names, and refuses the rest", async () => {
    for (const origin of ["https://studio.example.com", "http://localhost:3000", "http://127.0.0.1:3000"]) {
      expect((await t.app.request(`${origin}/api/auth/settings`)).status, origin).toBe(200);
    }
    await refusal(await t.app.request(`https://${FOREIGN}/api/auth/settings`));
  });
});
