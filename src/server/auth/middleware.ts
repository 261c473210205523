import { createMiddleware } from "hono/factory";
import type { AppEnv, AuthUser } from "@/server/app-env";
import type { Config } from "@/server/config";
import { forbidden, unauthorized } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { verifyAccessToken } from "./tokens";

const secrets = new WeakMap<object, Uint8Array>();

function secretOf(config: { jwtSecret: string }) {
  let s = secrets.get(config);
  if (!s) {
    s = new TextEncoder().encode(config.jwtSecret);
    secrets.set(config, s);
  }
  return s;
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : undefined;
}

/**
 * Tokens whose signature was verified, with their expiry: a token string always verifies the same way under one
 * secret, so only the expiry is checked again. Bounded; the oldest entries go first.
 */
const verified = new WeakMap<object, Map<string, { user: AuthUser; exp: number }>>();
const VERIFIED_MAX = 10_000;

async function verifyCached(config: Config, token: string, now: Date): Promise<{ ok: true; user: AuthUser } | { ok: false; reason: "expired" | "invalid" }> {
  let cache = verified.get(config);
  if (!cache) verified.set(config, (cache = new Map()));
  const hit = cache.get(token);
  if (hit) return hit.exp * 1000 > now.getTime() ? { ok: true, user: hit.user } : { ok: false, reason: "expired" };
  const result = await verifyAccessToken(secretOf(config), token, now);
  if (!result.ok) return result;
  const user: AuthUser = { id: result.claims.id, email: result.claims.email, role: result.claims.role };
  if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value!);
  cache.set(token, { user, exp: result.claims.exp });
  return { ok: true, user };
}

/** The user comes from the verified access token only; any user id in a body or query is ignored. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { config, clock } = c.var.deps;
  const token = bearerToken(c.req.header("authorization"));
  if (!token) throw unauthorized(messages.auth.sessionMissing, "no_authorization");
  const result = await verifyCached(config, token, clock.now());
  if (!result.ok) throw unauthorized(result.reason === "expired" ? messages.auth.tokenExpired : messages.auth.invalidToken, result.reason === "expired" ? "token_expired" : "bad_jwt");
  c.set("user", result.user);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user?.role !== "admin") throw forbidden(messages.models.adminOnly, "admin_only");
  await next();
});

export { secretOf as jwtSecretOf };
