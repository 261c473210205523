/** The sessions table's queries (the guard that caches and announces them is sessions.ts). */
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { refreshTokens, sessions } from "@/server/db/schema";

export function createSessionsRepository(db: Db) {
  /** Ends the open sessions that match, revokes their refresh tokens, and answers their ids. */
  async function endWhere(where: ReturnType<typeof and>, at: string): Promise<string[]> {
    const ended = await db.update(sessions).set({ endedAt: at }).where(where).returning({ id: sessions.id });
    const ids = ended.map((r) => r.id);
    if (ids.length) {
      await db.update(refreshTokens).set({ revokedAt: at }).where(and(inArray(refreshTokens.family, ids), isNull(refreshTokens.revokedAt)));
    }
    return ids;
  }

  return {
    /** A new session row (its id is the refresh-token family). */
    async insert(v: { id: string; userId: string; createdAt: string }): Promise<void> {
      await db.insert(sessions).values(v);
    },

    async find(id: string) {
      const [row] = await db.select({ userId: sessions.userId, endedAt: sessions.endedAt }).from(sessions).where(eq(sessions.id, id)).limit(1);
      return row;
    },

    async isOpen(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
        .limit(1);
      return rows.length > 0;
    },

    endByIds: (ids: string[], at: string) => endWhere(and(inArray(sessions.id, ids), isNull(sessions.endedAt)), at),

    /** Every open session of a user, except the one given. */
    endAllOfUser(userId: string, at: string, exceptId?: string) {
      const open = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
      return endWhere(exceptId ? and(open, ne(sessions.id, exceptId)) : open, at);
    },
  };
}
