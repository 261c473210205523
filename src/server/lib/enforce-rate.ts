import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { tooManyRequests } from "./errors";
import type { BucketRule } from "./rate-limit";

/** Takes a token from the named bucket or answers 429 with Retry-After. */
export async function enforceRate(c: Context<AppEnv>, key: string, rule: BucketRule, message?: string): Promise<void> {
  const decision = await c.var.deps.rateLimiter.take(key, rule);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, message);
}
