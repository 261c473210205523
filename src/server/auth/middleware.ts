import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, AuthUser } from "@/server/app-env";
import type { Config } from "@/server/config";
import { forbidden, type HttpError, unauthorized } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { authenticateApiKey, isApiKey } from "./api-key-auth";
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
  const user: AuthUser = { id: result.claims.id, email: result.claims.email, role: result.claims.role, sessionId: result.claims.sessionFamily };
  if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value!);
  cache.set(token, { user, exp: result.claims.exp });
  return { ok: true, user };
}

/**
 * The caller of a request: a valid access token whose session is still open, or an API key that is neither revoked
 * nor expired (the user then carries `apiKey`).
 */
export async function authenticate(c: Context<AppEnv>): Promise<{ ok: true; user: AuthUser } | { ok: false; error: HttpError }> {
  const { config, clock, services } = c.get("deps");
  const token = bearerToken(c.req.header("authorization"));
  if (!token) return { ok: false, error: unauthorized(messages.auth.sessionMissing, "no_authorization") };
  if (isApiKey(token)) return authenticateApiKey(c, token);
  const result = await verifyCached(config, token, clock.now());
  if (!result.ok) return { ok: false, error: unauthorized(result.reason === "expired" ? messages.auth.tokenExpired : messages.auth.invalidToken, result.reason === "expired" ? "token_expired" : "bad_jwt") };
  const sessions = services.sessions;
  // Sign-out, password reset and refresh-token reuse end the session: its access tokens stop working at once.
  if (!sessions || !(await sessions.isActive(result.user.sessionId ?? "", result.user.id))) {
    return { ok: false, error: unauthorized(messages.auth.sessionOrUserMissing, "session_not_found") };
  }
  return { ok: true, user: result.user };
}

async function setCaller(c: Context<AppEnv>): Promise<AuthUser> {
  const known = c.get("user");
  if (known) return known;
  const result = await authenticate(c);
  if (!result.ok) throw result.error;
  c.set("user", result.user);
  return result.user;
}

/**
 * A signed-in person (an access token of an open session); an API key is refused with 403, so keys never reach
 * account, key, member or instance management, nor any route that does not name its capability. The user comes
 * from the verified credential only; any user id in a body or query is ignored. The app's edge
 * (src/server/http/api-edge.ts) authenticates requests with a body before reading it and sets the user: it is not
 * verified twice.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await setCaller(c);
  if (user.apiKey) throw forbidden(messages.apiKeys.notHere, "api_key_not_allowed");
  await next();
});

/**
 * A signed-in person or an API key: for workspace routes only, followed by requireWorkspace (the key's own workspace
 * only) and requireCapability (capped by the key's scopes), which is how every documented workspace route
 * declares itself.
 */
export const requireCaller = createMiddleware<AppEnv>(async (c, next) => {
  await setCaller(c);
  await next();
});

/** 403 unless the signed-in user is an instance admin, with the given reason. */
export const adminOnly = (message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get("user")?.role !== "admin") throw forbidden(message, "admin_only");
    await next();
  });

export const requireAdmin = adminOnly(messages.models.adminOnly);

export { secretOf as jwtSecretOf };
