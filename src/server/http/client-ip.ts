import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";

/**
 * The address a request came from, given how many trusted proxies stand in front of the server. Each proxy
 * appends the address it received the request from to X-Forwarded-For, so with n trusted hops the client is
 * the n-th entry from the right; everything left of it was written by the client and may be forged.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) return undefined;
  // Fewer entries than hops: the request passed fewer proxies than configured; the left-most one is the furthest.
  return entries[Math.max(0, entries.length - hops)];
}

/** The caller's address: the socket's, or the right-most untrusted X-Forwarded-For entry behind TRUST_PROXY hops. */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = forwardedClient(c.req.header("x-forwarded-for"), c.var.deps.config.trustProxyHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // requests made in-process (tests) have no socket
  }
}
