import type { AddressInfo } from "node:net";
import { serveApp } from "@/server/http-server";
import type { TestApp } from "./test-app";

/** Serves a test app over real HTTP on a free loopback port, as in production (a blocked event loop shows). */
export async function serveOverHttp(t: TestApp): Promise<{ base: string; close: () => Promise<void> }> {
  const server = serveApp({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  // Slow tests leave fetch's pooled connections idle for seconds: keep them open so none is reset under a request.
  Object.assign(server, { keepAliveTimeout: 600_000 });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Serves a test app on a fixed loopback port (create the app with PUBLIC_URL http://127.0.0.1:<port>, so its host
 * is the app's own): for clients that must be given the server's address up front (the MCP client, the typed client).
 */
export async function serveAt(t: TestApp, port: number): Promise<{ base: string; close: () => Promise<void> }> {
  const server = serveApp({ fetch: t.app.fetch, port, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
