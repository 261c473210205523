import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { clientIp } from "./client-ip";
import { tooManyRequests } from "@/server/lib/errors";
import type { BucketRule } from "@/server/lib/rate-limit";

/** Takes a token from the named bucket or answers 429 with Retry-After. */
export async function enforceRate(c: Context<AppEnv>, key: string, rule: BucketRule, message?: string): Promise<void> {
  const decision = await c.var.deps.rateLimiter.take(key, rule);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, message);
}

/** Requests that already took their per-IP token: the app's edge takes it before a body is read, the route no more. */
const ipLimited = new WeakSet<Context>();

/**
 * The per-IP limit of every request a visitor may make with a body (the auth endpoints): `AUTH_RATE_LIMIT_BURST`
 * a minute. Taken once per request, however many places ask.
 */
export async function limitClientIp(c: Context<AppEnv>): Promise<void> {
  if (ipLimited.has(c)) return;
  ipLimited.add(c);
  const burst = c.var.deps.config.authRateLimitBurst;
  await enforceRate(c, `auth:ip:${clientIp(c)}`, { burst, refillPerSecond: burst / 60 });
}
