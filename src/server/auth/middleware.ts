import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/app-env";
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

/** The user comes from the verified access token only; any user id in a body or query is ignored. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { config, clock } = c.var.deps;
  const token = bearerToken(c.req.header("authorization"));
  if (!token) throw unauthorized(messages.auth.sessionMissing, "no_authorization");
  const result = await verifyAccessToken(secretOf(config), token, clock.now());
  if (!result.ok) throw unauthorized(result.reason === "expired" ? messages.auth.tokenExpired : messages.auth.invalidToken, result.reason === "expired" ? "token_expired" : "bad_jwt");
  c.set("user", { id: result.claims.id, email: result.claims.email, role: result.claims.role });
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user?.role !== "admin") throw forbidden(messages.models.adminOnly, "admin_only");
  await next();
});

export { secretOf as jwtSecretOf };
