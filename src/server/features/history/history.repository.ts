import { and, desc, eq, ilike, inArray, or, sql, type Column, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, escapeLike, toIso } from "@/server/db/helpers";
import { contentHistory } from "@/server/db/schema";
import type { Cursor } from "@/server/lib/pagination";
import type { ContentType } from "@/shared/content-types";
import type { HistoryItem } from "@/shared/contracts/history";
import { toHistoryStats, type TypeCount } from "./history-stats";

export type HistoryRow = typeof contentHistory.$inferSelect;

export interface HistoryFilters {
  q?: string;
  type?: ContentType;
  /** The output language kept in metadata.language. */
  language?: string;
  cursor?: Cursor;
  limit: number;
}

export interface HistoryValues {
  content: string;
  contentType: ContentType;
  originalContent: string | null;
  metadata: Record<string, unknown>;
}

export function toHistoryItem(row: HistoryRow): HistoryItem {
  return {
    id: row.id,
    user_id: row.userId,
    content: row.content,
    content_type: row.contentType as ContentType,
    original_content: row.originalContent,
    metadata: row.metadata ?? {},
    created_at: toIso(row.createdAt)!,
  };
}

/** At most this many words of a search are matched; the rest are ignored (a search box, not a document). */
export const MAX_SEARCH_TERMS = 8;

/**
 * The words of a search: "hamburg rain lena" is three terms matched in any order; a "quoted phrase" is one term.
 * Case is ignored by the match itself (ilike).
 */
export function searchTerms(q: string): string[] {
  const terms: string[] = [];
  for (const m of q.matchAll(/"([^"]+)"|(\S+)/g)) {
    const term = (m[1] ?? m[2]).trim();
    if (term && !terms.includes(term)) terms.push(term);
  }
  return terms.slice(0, MAX_SEARCH_TERMS);
}

/** How many of a user's newest rows a search reads before it turns to the trigram indexes. */
export const SEARCH_WINDOW = 2000;

export const RECENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export function createHistoryRepository(db: Db) {
  return {
    /**
     * Newest first. Every word of the search must occur (in any order) in the content or the original content, each
     * as a substring (wildcards escaped). A common term is answered from the user's
     * newest rows alone (walking the (user_id, created_at) index); a rare one by the trigram GIN indexes. Both give
     * the same rows: when the newest SEARCH_WINDOW rows hold a full page of matches, no older row can be in that page.
     */
    async list(workspaceId: string, f: HistoryFilters): Promise<HistoryRow[]> {
      const where: (SQL | undefined)[] = [eq(contentHistory.workspaceId, workspaceId), afterCursor(contentHistory.createdAt, contentHistory.id, f.cursor)];
      if (f.type) where.push(eq(contentHistory.contentType, f.type));
      if (f.language) where.push(sql`${contentHistory.metadata}->>'language' = ${f.language}`);
      const newestFirst = [desc(contentHistory.createdAt), desc(contentHistory.id)];
      const terms = f.q ? searchTerms(f.q) : [];
      if (terms.length === 0) return db.select().from(contentHistory).where(and(...where)).orderBy(...newestFirst).limit(f.limit + 1);

      const patterns = terms.map((term) => `%${escapeLike(term)}%`);
      const allTerms = (content: Column, original: Column) =>
        and(...patterns.map((pattern) => or(ilike(content, pattern), ilike(original, pattern))));
      const recent = db.select().from(contentHistory).where(and(...where)).orderBy(...newestFirst).limit(SEARCH_WINDOW).as("recent");
      const fromRecent = await db
        .select()
        .from(recent)
        .where(allTerms(recent.content, recent.originalContent))
        .orderBy(desc(recent.createdAt), desc(recent.id))
        .limit(f.limit + 1);
      if (fromRecent.length > f.limit) return fromRecent;
      return db
        .select()
        .from(contentHistory)
        .where(and(...where, allTerms(contentHistory.content, contentHistory.originalContent)))
        .orderBy(...newestFirst)
        .limit(f.limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<HistoryRow | undefined> {
      const [row] = await db.select().from(contentHistory).where(and(eq(contentHistory.id, id), eq(contentHistory.workspaceId, workspaceId))).limit(1);
      return row;
    },

    /** An item written by `userId` into `workspaceId` (undefined: the author's personal workspace, filed by the database). */
    async create(userId: string, v: HistoryValues, now: string, workspaceId: string): Promise<HistoryRow> {
      const [row] = await db.insert(contentHistory).values({ userId, workspaceId, ...v, createdAt: now }).returning();
      return row;
    },

    async findSameContent(workspaceId: string, ids: string[], content: string): Promise<string | undefined> {
      if (ids.length === 0) return undefined;
      const [row] = await db
        .select({ id: contentHistory.id })
        .from(contentHistory)
        .where(and(eq(contentHistory.workspaceId, workspaceId), inArray(contentHistory.id, ids), eq(contentHistory.content, content)))
        .limit(1);
      return row?.id;
    },

    async update(workspaceId: string, id: string, v: Partial<HistoryValues>): Promise<HistoryRow | undefined> {
      if (Object.keys(v).length === 0) return this.find(workspaceId, id);
      const [row] = await db
        .update(contentHistory)
        .set(v)
        .where(and(eq(contentHistory.id, id), eq(contentHistory.workspaceId, workspaceId)))
        .returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(contentHistory)
        .where(and(eq(contentHistory.id, id), eq(contentHistory.workspaceId, workspaceId)))
        .returning({ id: contentHistory.id });
      return rows.length > 0;
    },

    /** Deletes those of the ids that belong to the workspace; others' ids are silently ignored. */
    async removeMany(workspaceId: string, ids: string[]): Promise<number> {
      const rows = await db
        .delete(contentHistory)
        .where(and(eq(contentHistory.workspaceId, workspaceId), inArray(contentHistory.id, [...new Set(ids)])))
        .returning({ id: contentHistory.id });
      return rows.length;
    },

    async stats(workspaceId: string, now: Date) {
      const since = new Date(now.getTime() - RECENT_WINDOW_MS).toISOString();
      const rows: TypeCount[] = await db
        .select({
          type: contentHistory.contentType,
          count: sql<number>`count(*)`.mapWith(Number),
          recent: sql<number>`count(*) filter (where ${contentHistory.createdAt} >= ${since}::timestamptz)`.mapWith(Number),
        })
        .from(contentHistory)
        .where(eq(contentHistory.workspaceId, workspaceId))
        .groupBy(contentHistory.contentType);
      return toHistoryStats(rows);
    },
  };
}
