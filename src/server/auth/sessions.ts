/**
 * Sessions are rows (DESIGN §7): every access token names its session, and a request is refused once that
 * session has ended. Answers are cached briefly per process; ending a session drops it from this process's cache
 * at once and from every other instance's through pg_notify, so no access token outlives its session.
 */
import type { Database } from "@/server/db/client";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { createSessionsRepository } from "./sessions.repository";

export const SESSIONS_NOTIFY_CHANNEL = "content_studio_sessions";
/** A safety net only: an ended session is dropped from caches by notification, not by this timeout. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 20_000;
/** pg_notify payloads must stay under 8000 bytes. */
const NOTIFY_BATCH = 150;

export interface SessionGuard {
  /** Whether the session exists, belongs to the user and has not ended. */
  isActive(sessionId: string, userId: string): Promise<boolean>;
  /** Ends sessions (and revokes their refresh tokens) and tells every instance. */
  end(ids: string[], at: string): Promise<void>;
  /** Ends every session of a user, except the one given (a password change keeps the session that made it). */
  endAllForUser(userId: string, at: string, exceptId?: string): Promise<string[]>;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function createSessionGuard(ctx: { database: Database; clock: Clock; logger: Logger }): Promise<SessionGuard> {
  const repo = createSessionsRepository(ctx.database.db);
  const cache = new Map<string, { userId: string; active: boolean; at: number }>();
  // Bumped on every notice, so a lookup that raced with a session ending is not cached as active.
  let epoch = 0;
  const forget = (ids: string[]) => {
    epoch += 1;
    for (const id of ids) cache.delete(id);
  };

  const unlisten = await ctx.database.listen(
    SESSIONS_NOTIFY_CHANNEL,
    (payload) => {
      try {
        const ids = JSON.parse(payload) as unknown;
        if (Array.isArray(ids)) forget(ids.filter((x): x is string => typeof x === "string"));
      } catch {
        epoch += 1;
        cache.clear(); // unreadable notice: trust nothing cached
      }
    },
    () => {
      // Listening again after a lost connection: a session may have ended unheard, so trust nothing cached.
      epoch += 1;
      cache.clear();
    },
  );

  async function announce(ids: string[]) {
    forget(ids);
    for (let i = 0; i < ids.length; i += NOTIFY_BATCH) {
      await ctx.database.notify(SESSIONS_NOTIFY_CHANNEL, JSON.stringify(ids.slice(i, i + NOTIFY_BATCH))).catch((err: unknown) => {
        // The other instances' caches still expire within CACHE_TTL_MS.
        ctx.logger.warn({ err: String(err) }, "session end notice failed");
      });
    }
  }

  async function ended(ids: string[]): Promise<string[]> {
    await announce(ids);
    return ids;
  }

  return {
    async isActive(sessionId, userId) {
      if (!UUID.test(sessionId)) return false;
      const now = ctx.clock.now().getTime();
      const hit = cache.get(sessionId);
      if (hit && now - hit.at < CACHE_TTL_MS) return hit.active && hit.userId === userId;
      const before = epoch;
      const row = await repo.find(sessionId);
      const entry = { userId: row?.userId ?? "", active: !!row && !row.endedAt, at: now };
      if (before === epoch) {
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(sessionId, entry);
      }
      return entry.active && entry.userId === userId;
    },
    async end(ids, at) {
      const valid = ids.filter((id) => UUID.test(id));
      if (!valid.length) return;
      await ended(await repo.endByIds(valid, at));
    },
    async endAllForUser(userId, at, exceptId) {
      return ended(await repo.endAllOfUser(userId, at, exceptId));
    },
    async close() {
      cache.clear();
      await unlisten().catch(() => undefined);
    },
  };
}
