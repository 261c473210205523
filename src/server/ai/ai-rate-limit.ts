/**
 * The per-user AI rate limit (`AI_RATE_LIMIT_PER_MINUTE`), shared by every instance through the PostgreSQL token
 * bucket. To keep a database round trip off most calls, an instance takes a small lease of calls at once (one
 * bucket token stands for `lease` calls) and spends it locally. A user can therefore exceed the limit by at most
 * `lease - 1` calls per instance; with the default of 60 a minute the lease is 3.
 */
import type { Clock } from "@/server/lib/clock";
import type { RateDecision, RateLimiter } from "@/server/lib/rate-limit";

/** Leases are one twentieth of a minute's allowance, so a minute's calls need about 20 round trips per user. */
const LEASES_PER_MINUTE = 20;
/** A lease not spent within this time is dropped (its calls were already counted, so this only errs strict). */
const LEASE_TTL_MS = 60_000;
const MAX_TRACKED_USERS = 10_000;

interface Lease {
  calls: number;
  expiresAt: number;
}

export function createAiRateLimit(limiter: RateLimiter, clock: Clock, perMinute: number) {
  const lease = Math.max(1, Math.floor(perMinute / LEASES_PER_MINUTE));
  const rule = { burst: Math.max(1, Math.ceil(perMinute / lease)), refillPerSecond: perMinute / lease / 60 };
  const leases = new Map<string, Lease>();

  function prune(now: number) {
    if (leases.size < MAX_TRACKED_USERS) return;
    for (const [key, l] of leases) if (l.expiresAt <= now || l.calls <= 0) leases.delete(key);
  }

  return {
    lease,
    async take(userId: string): Promise<RateDecision> {
      const now = clock.now().getTime();
      const current = leases.get(userId);
      if (current && current.calls > 0 && current.expiresAt > now) {
        current.calls -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      const decision = await limiter.take(`ai:user:${userId}`, rule);
      if (!decision.allowed) return decision;
      prune(now);
      leases.set(userId, { calls: lease - 1, expiresAt: now + LEASE_TTL_MS });
      return decision;
    },
  };
}
