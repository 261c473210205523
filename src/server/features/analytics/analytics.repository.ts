import { and, asc, desc, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { accounts, postMetrics, scheduledPosts } from "@/server/db/schema";
import type { PostNumbers } from "@/shared/contracts/analytics";
import type { PublishedPost } from "./analytics-report";

export type NewSnapshot = Omit<typeof postMetrics.$inferInsert, "id">;
/** The most posts one report reads (a busy workspace's year); the page says how many it counted. */
export const REPORT_MAX_POSTS = 1000;

const toNumbers = (r: typeof postMetrics.$inferSelect): PostNumbers => ({
  likes: r.likes,
  reposts: r.reposts,
  replies: r.replies,
  quotes: r.quotes,
  impressions: r.impressions,
  collected_at: toIso(r.collectedAt) ?? r.collectedAt,
});

/** post_metrics: every snapshot of a published post's numbers, scoped by workspace for every read. */
export function createAnalyticsRepository(db: Db) {
  async function latestFor(workspaceId: string, postIds: string[]): Promise<Map<string, PostNumbers>> {
    if (!postIds.length) return new Map();
    const rows = await db
      .selectDistinctOn([postMetrics.scheduledPostId])
      .from(postMetrics)
      .where(and(eq(postMetrics.workspaceId, workspaceId), inArray(postMetrics.scheduledPostId, postIds)))
      .orderBy(postMetrics.scheduledPostId, desc(postMetrics.collectedAt), desc(postMetrics.step));
    return new Map(rows.map((r) => [r.scheduledPostId, toNumbers(r)]));
  }

  return {
    /** A step's snapshot; a retried job's second write of the same step is dropped. Answers whether it was written. */
    async insertSnapshot(row: NewSnapshot): Promise<boolean> {
      const written = await db.insert(postMetrics).values(row).onConflictDoNothing().returning({ id: postMetrics.id });
      return written.length > 0;
    },

    latestFor,

    /** The platform of one of the workspace's posts (undefined when it has no such post). */
    async platformOf(workspaceId: string, postId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ platform: accounts.platform })
        .from(scheduledPosts)
        .innerJoin(accounts, eq(accounts.id, scheduledPosts.accountId))
        .where(and(eq(scheduledPosts.workspaceId, workspaceId), eq(scheduledPosts.id, postId)))
        .limit(1);
      return row?.platform;
    },

    /** Every snapshot of one post of the workspace, oldest first. */
    async snapshotsOf(workspaceId: string, postId: string): Promise<PostNumbers[]> {
      const rows = await db
        .select()
        .from(postMetrics)
        .where(and(eq(postMetrics.workspaceId, workspaceId), eq(postMetrics.scheduledPostId, postId)))
        .orderBy(asc(postMetrics.collectedAt), asc(postMetrics.step));
      return rows.map(toNumbers);
    },

    /** The workspace's posts published in [from, to], newest first, each with its newest snapshot. */
    async published(workspaceId: string, range: { from?: string; to?: string }, limit = REPORT_MAX_POSTS): Promise<PublishedPost[]> {
      const where = [eq(scheduledPosts.workspaceId, workspaceId), eq(scheduledPosts.status, "published"), isNotNull(scheduledPosts.publishedAt)];
      if (range.from) where.push(gte(scheduledPosts.publishedAt, range.from));
      if (range.to) where.push(lte(scheduledPosts.publishedAt, range.to));
      const rows = await db
        .select({
          id: scheduledPosts.id,
          platform: accounts.platform,
          accountName: accounts.name,
          content: scheduledPosts.content,
          publishedAt: scheduledPosts.publishedAt,
          postUrl: scheduledPosts.postUrl,
        })
        .from(scheduledPosts)
        .innerJoin(accounts, eq(accounts.id, scheduledPosts.accountId))
        .where(and(...where))
        .orderBy(desc(scheduledPosts.publishedAt), desc(scheduledPosts.id))
        .limit(limit);
      const latest = await latestFor(
        workspaceId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...r, publishedAt: toIso(r.publishedAt) ?? String(r.publishedAt), numbers: latest.get(r.id) ?? null }));
    },
  };
}
