import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "@/server/app";
import { openDatabase, type Database } from "@/server/db/client";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { TcpProxy } from "../helpers/tcp-proxy";
import { createUser } from "../helpers/users";

/**
 * PostgreSQL restarted under load: while it is away the API answers 503 (never 500), it recovers without a
 * restart of the app, and no write is half done. Needs a PostgreSQL server (TEST_DATABASE_URL), reached here
 * through a proxy that this test cuts and restores.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("database outage", () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let proxied: Database;
  let request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t)).access_token;
    const direct = new URL((t.database as Database & { url: string }).url);
    proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const port = await proxy.start();
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${port}`;
    proxied = await openDatabase({ databaseUrl: viaProxy.toString(), poolSize: 5 });
    const app = createApp({ ...t.deps, database: proxied });
    request = async (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      if (init.json !== undefined) headers.set("content-type", "application/json");
      return app.request(path, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
    };
  });

  afterAll(async () => {
    await proxied?.close().catch(() => {});
    await proxy?.close();
    await t?.close();
  });

  it("answers 503 while the database is away and recovers by itself, with no partial writes", async () => {
    const write = (i: number) => request("/api/notes", { method: "POST", json: { title: `Note ${i}`, content: `Body ${i}`.repeat(20) } });
    const before = await Promise.all(Array.from({ length: 10 }, (_, i) => write(i)));
    expect(before.every((r) => r.status === 201 || r.status === 200)).toBe(true);

    proxy.cut();
    const during = await Promise.all(Array.from({ length: 10 }, (_, i) => write(100 + i)));
    const health = await request("/api/health");
    expect(health.status).toBe(503);
    for (const res of during) {
      expect(res.status).toBe(503);
      expect((await res.json()).error).toMatchObject({ code: "service_unavailable" });
    }

    proxy.restore();
    await vi.waitFor(async () => expect((await request("/api/health")).status).toBe(200), { timeout: 10_000, interval: 100 });
    const after = await Promise.all(Array.from({ length: 10 }, (_, i) => write(200 + i)));
    expect(after.every((r) => r.status < 300)).toBe(true);

    const { data } = (await (await request("/api/notes?limit=200")).json()) as { data: { title: string; content: string }[] };
    const titles = new Set(data.map((n) => n.title));
    for (let i = 0; i < 10; i++) expect(titles.has(`Note ${i}`) && titles.has(`Note ${200 + i}`)).toBe(true);
    for (const n of data) expect(n.content).toBe(`Body ${n.title.slice(5)}`.repeat(20));
  });
});
