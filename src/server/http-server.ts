/**
 * The one way this codebase starts an HTTP server for the app (index.ts, tests, the bench).
 *
 * @hono/node-server replaces the global `Request` and `Response` with its own lighter classes by default. Every
 * library that checks `instanceof Response` on what the real fetch (undici) answered then sees `false`: masto
 * took a 401 "The access token is invalid" for a network failure ("Could not reach …: no answer") and the
 * publisher retried a revoked token for 15 minutes. `overrideGlobalObjects: false` leaves the globals alone; the
 * adapter then answers the app's standard Response objects by reading them (no measurable cost on our routes).
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";

export type { ServerType };

export interface ServeOptions {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  port: number;
  hostname?: string;
}

export function serveApp(options: ServeOptions, listening?: (info: AddressInfo) => void): ServerType {
  return serve({ fetch: options.fetch, port: options.port, hostname: options.hostname, overrideGlobalObjects: false }, listening);
}
