import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { drafts, reviewComments, reviewLinks } from "@/server/db/schema";
import type { Platform } from "@/shared/contracts/accounts";
import type { MemberReviewComment, ReviewLink, ReviewLinkState } from "@/shared/contracts/review";

export type ReviewLinkRow = typeof reviewLinks.$inferSelect;
type DraftRow = typeof drafts.$inferSelect;

const iso = (value: string) => toIso(value) ?? value;

export function linkState(row: ReviewLinkRow, now: Date): ReviewLinkState {
  if (row.revokedAt) return "revoked";
  return new Date(iso(row.expiresAt)).getTime() <= now.getTime() ? "expired" : "active";
}

export function toReviewLink(row: ReviewLinkRow, commentCount: number, now: Date): ReviewLink {
  return {
    id: row.id,
    label: row.label,
    platform: row.platform as Platform,
    draft_count: row.draftIds.length,
    state: linkState(row, now),
    expires_at: iso(row.expiresAt),
    revoked_at: row.revokedAt ? iso(row.revokedAt) : null,
    last_opened_at: row.lastOpenedAt ? iso(row.lastOpenedAt) : null,
    comment_count: commentCount,
    created_at: iso(row.createdAt),
  };
}

/**
 * Review links and their clients' comments. Member queries are scoped by the workspace; the public side finds a
 * link by its token's hash only while it is neither revoked nor expired, and reads only that link's drafts.
 */
export function createReviewRepository(db: Db) {
  const commentCounts = async (linkIds: string[]): Promise<Map<string, number>> => {
    if (linkIds.length === 0) return new Map();
    const rows = await db
      .select({ linkId: reviewComments.linkId, n: count() })
      .from(reviewComments)
      .where(inArray(reviewComments.linkId, linkIds))
      .groupBy(reviewComments.linkId);
    return new Map(rows.map((r) => [r.linkId, Number(r.n)]));
  };

  return {
    commentCounts,

    /** How many of these ids are drafts of the workspace (all must be, or the link is refused). */
    async countDraftsIn(workspaceId: string, draftIds: string[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(drafts)
        .where(and(eq(drafts.workspaceId, workspaceId), inArray(drafts.id, draftIds)));
      return Number(row?.n ?? 0);
    },

    async insert(values: { workspaceId: string; tokenHash: string; label: string; platform: Platform; draftIds: string[]; createdBy: string; expiresAt: string; createdAt: string }): Promise<ReviewLinkRow> {
      const [row] = await db.insert(reviewLinks).values(values).returning();
      return row;
    },

    async list(workspaceId: string, limit: number): Promise<ReviewLinkRow[]> {
      return db.select().from(reviewLinks).where(eq(reviewLinks.workspaceId, workspaceId)).orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id)).limit(limit);
    },

    /** Revokes a link of the workspace (once: a second revoke keeps the first time). Answers the row, or undefined. */
    async revoke(workspaceId: string, id: string, at: string): Promise<ReviewLinkRow | undefined> {
      await db
        .update(reviewLinks)
        .set({ revokedAt: at })
        .where(and(eq(reviewLinks.workspaceId, workspaceId), eq(reviewLinks.id, id), isNull(reviewLinks.revokedAt)));
      const [row] = await db
        .select()
        .from(reviewLinks)
        .where(and(eq(reviewLinks.workspaceId, workspaceId), eq(reviewLinks.id, id)))
        .limit(1);
      return row;
    },

    /** The link of this token hash while it may be used (not revoked, not expired at `now`). */
    async findUsable(tokenHash: string, now: string): Promise<ReviewLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(reviewLinks)
        .where(and(eq(reviewLinks.tokenHash, tokenHash), isNull(reviewLinks.revokedAt), sql`${reviewLinks.expiresAt} > ${now}::timestamptz`))
        .limit(1);
      return row;
    },

    async markOpened(id: string, at: string): Promise<void> {
      await db.update(reviewLinks).set({ lastOpenedAt: at }).where(eq(reviewLinks.id, id));
    },

    /** The link's drafts that still exist in its workspace, in the link's order. */
    async draftsOf(link: ReviewLinkRow): Promise<DraftRow[]> {
      if (link.draftIds.length === 0) return [];
      const rows = await db
        .select()
        .from(drafts)
        .where(and(eq(drafts.workspaceId, link.workspaceId), inArray(drafts.id, link.draftIds)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return link.draftIds.flatMap((id) => byId.get(id) ?? []);
    },

    /** Clients' comments on these drafts (of the link's workspace), oldest first. */
    async commentsOnDrafts(workspaceId: string, draftIds: string[], limitPerDraft: number) {
      if (draftIds.length === 0) return [];
      const rows = await db
        .select({
          id: reviewComments.id,
          draftId: reviewComments.draftId,
          reviewerName: reviewComments.reviewerName,
          body: reviewComments.body,
          createdAt: reviewComments.createdAt,
          linkLabel: reviewLinks.label,
        })
        .from(reviewComments)
        .innerJoin(reviewLinks, eq(reviewLinks.id, reviewComments.linkId))
        .where(and(eq(reviewComments.workspaceId, workspaceId), inArray(reviewComments.draftId, draftIds)))
        .orderBy(desc(reviewComments.createdAt), desc(reviewComments.id))
        .limit(limitPerDraft * draftIds.length);
      return rows.reverse();
    },

    async insertComment(values: { workspaceId: string; linkId: string; draftId: string; reviewerName: string; body: string; createdAt: string }) {
      const [row] = await db.insert(reviewComments).values(values).returning();
      return row;
    },
  };
}

export function toMemberComment(row: { id: string; draftId: string; reviewerName: string; body: string; createdAt: string; linkLabel: string }): MemberReviewComment {
  return { id: row.id, draft_id: row.draftId, reviewer_name: row.reviewerName, body: row.body, link_label: row.linkLabel, created_at: iso(row.createdAt) };
}
