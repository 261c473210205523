/**
 * DNS rebinding: a page on a name its owner points at this server (then at 127.0.0.1 or a private address) is,
 * to the browser, its own origin, so it can read every answer. The server answers only the host names it is
 * reached by on purpose: PUBLIC_URL's, loopback names when bound to loopback, and ALLOWED_HOSTS. The rest get
 * 421 before any other code runs, on every path and on the WebSocket upgrade.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { MiddlewareHandler } from "hono";
import { hostnameOf, type Config } from "@/server/config";
import { HttpError, type ErrorBody } from "@/server/lib/errors";
import { messages } from "@/shared/messages";

/** What a browser sends for this machine itself (the port may be any). */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
/**
 * Health answers any Host: load balancers and orchestrators probe by IP address, and it reveals nothing but
 * whether the database answers. Prometheus scrapes by address too; the metrics want their own token.
 */
const ANY_HOST_PATHS = new Set(["/api/health", "/api/health/live", "/api/health/ready", "/api/metrics"]);

export type HostCheck = (host: string | undefined) => boolean;

export function createHostCheck(config: Pick<Config, "publicUrl" | "loopbackBind" | "allowedHosts">): HostCheck {
  const allowed = new Set([new URL(config.publicUrl).hostname.toLowerCase(), ...config.allowedHosts, ...(config.loopbackBind ? LOOPBACK_NAMES : [])]);
  // Every request asks: the few Host values a server sees are answered from memory, not parsed each time.
  const known = new Map<string, boolean>();
  return (host) => {
    if (host === undefined) return false;
    let ok = known.get(host);
    if (ok === undefined) {
      const name = hostnameOf(host);
      ok = name !== undefined && allowed.has(name);
      if (known.size >= 64) known.clear();
      known.set(host, ok);
    }
    return ok;
  };
}

/** Hono middleware: the first one the app runs. */
export function allowedHosts(config: Config): MiddlewareHandler {
  const allows = createHostCheck(config);
  return async (c, next) => {
    // The Host header on a real server (the URL is built from it); app.request() in tests sends none.
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    if (!allows(host) && !ANY_HOST_PATHS.has(c.req.path)) throw misdirected();
    await next();
  };
}

/** Refuses a WebSocket upgrade to a foreign host (answers true when it did). */
export function refuseForeignUpgrade(allows: HostCheck, req: IncomingMessage, socket: Duplex): boolean {
  if (allows(req.headers.host)) return false;
  const body = JSON.stringify({ error: { code: "misdirected_request", message: messages.api.misdirectedRequest } } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 421 Misdirected Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  return true;
}

const misdirected = () => new HttpError(421, "misdirected_request", messages.api.misdirectedRequest);
