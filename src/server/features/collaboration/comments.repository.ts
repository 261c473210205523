import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { draftComments, users } from "@/server/db/schema";
import { reanchor } from "@/shared/comment-anchor";
import { COLLAB, type Comment } from "@/shared/contracts/collaboration";

type CommentRow = typeof draftComments.$inferSelect;
export type CommentWithAuthor = CommentRow & { authorEmail: string | null };

export function toComment(row: CommentWithAuthor): Comment {
  return {
    id: row.id,
    draft_id: row.draftId,
    parent_id: row.parentId,
    author_id: row.authorId,
    author_email: row.authorEmail,
    body: row.body,
    mentions: row.mentions,
    quote: row.quote,
    anchor_start: row.anchorStart,
    anchor_end: row.anchorEnd,
    anchor_lost: row.anchorLost,
    resolved_at: toIso(row.resolvedAt),
    resolved_by: row.resolvedBy,
    edited_at: toIso(row.editedAt),
    created_at: toIso(row.createdAt) ?? row.createdAt,
  };
}

/** Comments of drafts, always scoped by the workspace (another workspace's comment is not found). */
export function createCommentsRepository(db: Db) {
  const withAuthor = { comment: draftComments, authorEmail: users.email };
  const flatten = (r: { comment: CommentRow; authorEmail: string | null }): CommentWithAuthor => ({ ...r.comment, authorEmail: r.authorEmail });
  const inWorkspace = (workspaceId: string, draftId: string, id: string) =>
    and(eq(draftComments.workspaceId, workspaceId), eq(draftComments.draftId, draftId), eq(draftComments.id, id));

  async function find(workspaceId: string, draftId: string, id: string): Promise<CommentWithAuthor | undefined> {
    const [row] = await db.select(withAuthor).from(draftComments).leftJoin(users, eq(users.id, draftComments.authorId)).where(inWorkspace(workspaceId, draftId, id));
    return row && flatten(row);
  }

  return {
    find,

    async list(workspaceId: string, draftId: string): Promise<CommentWithAuthor[]> {
      const rows = await db
        .select(withAuthor)
        .from(draftComments)
        .leftJoin(users, eq(users.id, draftComments.authorId))
        .where(and(eq(draftComments.workspaceId, workspaceId), eq(draftComments.draftId, draftId)))
        .orderBy(asc(draftComments.createdAt), asc(draftComments.id));
      return rows.map(flatten);
    },

    /** Who took part in a thread (its first comment's author and every reply's). */
    async threadAuthors(workspaceId: string, draftId: string, rootId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ authorId: draftComments.authorId })
        .from(draftComments)
        .where(and(eq(draftComments.workspaceId, workspaceId), eq(draftComments.draftId, draftId), sql`(${draftComments.id} = ${rootId} or ${draftComments.parentId} = ${rootId})`));
      return rows.flatMap((r) => (r.authorId ? [r.authorId] : []));
    },

    async insert(values: typeof draftComments.$inferInsert): Promise<CommentRow> {
      const [row] = await db.insert(draftComments).values(values).returning();
      return row!;
    },

    async update(workspaceId: string, draftId: string, id: string, change: Partial<Pick<CommentRow, "body" | "mentions" | "editedAt" | "resolvedAt" | "resolvedBy">>, now: string) {
      await db.update(draftComments).set({ ...change, updatedAt: now }).where(inWorkspace(workspaceId, draftId, id));
      return find(workspaceId, draftId, id);
    },

    async remove(workspaceId: string, draftId: string, id: string): Promise<boolean> {
      const rows = await db.delete(draftComments).where(inWorkspace(workspaceId, draftId, id)).returning({ id: draftComments.id });
      return rows.length > 0;
    },

    /** Open threads (first comments not resolved) of each of these drafts: the row badges. */
    async openThreadCounts(workspaceId: string, draftIds: string[]): Promise<Map<string, number>> {
      if (draftIds.length === 0) return new Map();
      const rows = await db
        .select({ draftId: draftComments.draftId, n: count() })
        .from(draftComments)
        .where(and(eq(draftComments.workspaceId, workspaceId), inArray(draftComments.draftId, draftIds), isNull(draftComments.parentId), isNull(draftComments.resolvedAt)))
        .groupBy(draftComments.draftId);
      return new Map(rows.map((r) => [r.draftId, r.n]));
    },

    /**
     * The draft's text changed: each passage comment finds its quote again near where it was, or is marked lost.
     * Answers how many moved or were lost.
     */
    async reanchor(workspaceId: string, draftId: string, text: string, now: string): Promise<number> {
      const passages = await db
        .select()
        .from(draftComments)
        .where(and(eq(draftComments.workspaceId, workspaceId), eq(draftComments.draftId, draftId), isNotNull(draftComments.quote)));
      let changed = 0;
      for (const c of passages) {
        const anchor = reanchor(text, c.quote!, c.anchorStart ?? 0, COLLAB.reanchorWindow);
        if (anchor.lost ? c.anchorLost : !c.anchorLost && anchor.start === c.anchorStart && anchor.end === c.anchorEnd) continue;
        // A lost passage keeps its last place (where to look when the text comes back).
        const place = anchor.lost ? {} : { anchorStart: anchor.start, anchorEnd: anchor.end };
        await db.update(draftComments).set({ ...place, anchorLost: anchor.lost, updatedAt: now }).where(eq(draftComments.id, c.id));
        changed += 1;
      }
      return changed;
    },
  };
}
