/**
 * Sessions are rows (DESIGN §7): every access token names its session, and a request is refused once that
 * session has ended. Answers are cached briefly per process; ending a session drops it from this process's cache
 * at once and from every other instance's through pg_notify, so no access token outlives its session.
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database, Db } from "@/server/db/client";
import { refreshTokens, sessions } from "@/server/db/schema";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";

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
  const db: Db = ctx.database.db;
  const cache = new Map<string, { userId: string; active: boolean; at: number }>();
  // Bumped on every notice, so a lookup that raced with a session ending is not cached as active.
  let epoch = 0;
  const forget = (ids: string[]) => {
    epoch += 1;
    for (const id of ids) cache.delete(id);
  };

  const unlisten = await ctx.database.listen(SESSIONS_NOTIFY_CHANNEL, (payload) => {
    try {
      const ids = JSON.parse(payload) as unknown;
      if (Array.isArray(ids)) forget(ids.filter((x): x is string => typeof x === "string"));
    } catch {
      epoch += 1;
      cache.clear(); // unreadable notice: trust nothing cached
    }
  });

  async function announce(ids: string[]) {
    forget(ids);
    for (let i = 0; i < ids.length; i += NOTIFY_BATCH) {
      await ctx.database.notify(SESSIONS_NOTIFY_CHANNEL, JSON.stringify(ids.slice(i, i + NOTIFY_BATCH))).catch((err: unknown) => {
        // The other instances' caches still expire within CACHE_TTL_MS.
        ctx.logger.warn({ err: String(err) }, "session end notice failed");
      });
    }
  }

  async function endWhere(where: ReturnType<typeof and>, at: string): Promise<string[]> {
    const ended = await db.update(sessions).set({ endedAt: at }).where(where).returning({ id: sessions.id });
    const ids = ended.map((r) => r.id);
    if (ids.length) {
      await db.update(refreshTokens).set({ revokedAt: at }).where(and(inArray(refreshTokens.family, ids), isNull(refreshTokens.revokedAt)));
    }
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
      const [row] = await db.select({ userId: sessions.userId, endedAt: sessions.endedAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
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
      await endWhere(and(inArray(sessions.id, valid), isNull(sessions.endedAt)), at);
    },
    endAllForUser(userId, at, exceptId) {
      const where = exceptId ? and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, exceptId)) : and(eq(sessions.userId, userId), isNull(sessions.endedAt));
      return endWhere(where, at);
    },
    async close() {
      cache.clear();
      await unlisten().catch(() => undefined);
    },
  };
}

/** A new session row (its id is the refresh-token family). */
export async function insertSession(db: Db, v: { id: string; userId: string; createdAt: string }) {
  await db.insert(sessions).values(v);
}

export const sessionIsOpen = (db: Db, id: string) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), sql`${sessions.endedAt} is null`))
    .limit(1)
    .then((rows) => rows.length > 0);
