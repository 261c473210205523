import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { accounts, drafts, scheduledPosts } from "@/server/db/schema";
import type { PostStatus } from "@/shared/contracts/publishing";

export type PostRow = typeof scheduledPosts.$inferSelect;
export type PostWithAccount = PostRow & { accountName: string; platform: string; handle: string; approved: boolean };
export type NewPost = Pick<PostRow, "id" | "userId" | "workspaceId" | "accountId" | "batchId" | "content" | "contentType" | "images" | "scheduledAt" | "jobId" | "draftId" | "needsApproval"> &
  Partial<Pick<PostRow, "parts" | "firstComment">>;

const withAccount = {
  post: scheduledPosts,
  accountName: accounts.name,
  platform: accounts.platform,
  handle: accounts.handle,
  /** The post's draft was approved after the post was scheduled (what lets a writer's post go out). */
  approved: sql<boolean>`exists (select 1 from ${drafts} d where d.id = ${scheduledPosts.draftId} and d.approval_status = 'approved' and d.approved_at >= ${scheduledPosts.createdAt})`,
};
const flatten = (r: { post: PostRow; accountName: string; platform: string; handle: string; approved: boolean }): PostWithAccount => ({
  ...r.post,
  accountName: r.accountName,
  platform: r.platform,
  handle: r.handle,
  approved: Boolean(r.approved),
});

export interface PostFilter {
  from?: string;
  to?: string;
  accountId?: string;
  status?: PostStatus;
  upcoming?: boolean;
  limit: number;
}

/**
 * Scheduled posts: the workspace's calendar (scoped by workspace id; user_id is who scheduled the post) and the
 * worker's claim and outcome (by post id).
 */
export function createPostsRepository(db: Db) {
  const owned = (workspaceId: string, id: string) => and(eq(scheduledPosts.workspaceId, workspaceId), eq(scheduledPosts.id, id));

  return {
    async insertMany(rows: NewPost[], now: string): Promise<PostRow[]> {
      return db
        .insert(scheduledPosts)
        .values(rows.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
        .returning();
    },

    async list(workspaceId: string, f: PostFilter): Promise<PostWithAccount[]> {
      const where: (SQL | undefined)[] = [eq(scheduledPosts.workspaceId, workspaceId)];
      if (f.from) where.push(gte(scheduledPosts.scheduledAt, f.from));
      if (f.to) where.push(lt(scheduledPosts.scheduledAt, f.to));
      if (f.accountId) where.push(eq(scheduledPosts.accountId, f.accountId));
      if (f.status) where.push(eq(scheduledPosts.status, f.status));
      if (f.upcoming) where.push(eq(scheduledPosts.status, "scheduled"));
      const rows = await db
        .select(withAccount)
        .from(scheduledPosts)
        .innerJoin(accounts, eq(accounts.id, scheduledPosts.accountId))
        .where(and(...where))
        .orderBy(asc(scheduledPosts.scheduledAt), asc(scheduledPosts.id))
        .limit(f.limit);
      return rows.map(flatten);
    },

    async find(workspaceId: string, id: string): Promise<PostWithAccount | undefined> {
      const [row] = await db
        .select(withAccount)
        .from(scheduledPosts)
        .innerJoin(accounts, eq(accounts.id, scheduledPosts.accountId))
        .where(owned(workspaceId, id))
        .limit(1);
      return row && flatten(row);
    },

    async findForWorker(id: string): Promise<PostWithAccount | undefined> {
      const [row] = await db
        .select(withAccount)
        .from(scheduledPosts)
        .innerJoin(accounts, eq(accounts.id, scheduledPosts.accountId))
        .where(eq(scheduledPosts.id, id))
        .limit(1);
      return row && flatten(row);
    },

    /** Changes a post still waiting to be sent; undefined when it is not (any more) in that state. */
    async updateScheduled(
      workspaceId: string,
      id: string,
      values: Partial<Pick<PostRow, "content" | "images" | "parts" | "firstComment" | "scheduledAt" | "jobId">> & { bumpVersion: boolean },
      now: string,
    ): Promise<PostRow | undefined> {
      const { bumpVersion, ...set } = values;
      const [row] = await db
        .update(scheduledPosts)
        .set({ ...set, ...(bumpVersion ? { version: sql`${scheduledPosts.version} + 1` } : {}), updatedAt: now })
        .where(and(owned(workspaceId, id), eq(scheduledPosts.status, "scheduled")))
        .returning();
      return row;
    },

    /** A failed or missed post back to scheduled, as a new version with a new job. */
    async requeue(workspaceId: string, id: string, jobId: string, now: string): Promise<PostRow | undefined> {
      const [row] = await db
        .update(scheduledPosts)
        .set({ status: "scheduled", version: sql`${scheduledPosts.version} + 1`, jobId, error: null, claimedAt: null, attempts: 0, updatedAt: now })
        .where(and(owned(workspaceId, id), inArray(scheduledPosts.status, ["failed", "missed"])))
        .returning();
      return row;
    },

    /** Deletes a post unless a worker holds it right now. */
    async remove(workspaceId: string, id: string): Promise<PostRow | undefined> {
      const [row] = await db
        .delete(scheduledPosts)
        .where(and(owned(workspaceId, id), or(ne(scheduledPosts.status, "publishing"), isNull(scheduledPosts.claimedAt))))
        .returning();
      return row;
    },

    /**
     * Takes the post for one attempt: only the job of its current version, only while it is scheduled, waiting for
     * a retry, or held by a worker whose lease ran out. One UPDATE, so of two racing workers exactly one wins.
     */
    async claim(id: string, version: number, now: string, leaseExpiredBefore: string): Promise<PostRow | undefined> {
      const [row] = await db
        .update(scheduledPosts)
        .set({ status: "publishing", claimedAt: now, attempts: sql`${scheduledPosts.attempts} + 1`, updatedAt: now })
        .where(
          and(
            eq(scheduledPosts.id, id),
            eq(scheduledPosts.version, version),
            or(
              eq(scheduledPosts.status, "scheduled"),
              and(eq(scheduledPosts.status, "publishing"), or(isNull(scheduledPosts.claimedAt), lte(scheduledPosts.claimedAt, leaseExpiredBefore))),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** The outcome of an attempt, written only by the holder of that version. */
    async settle(
      id: string,
      version: number,
      outcome: { status: PostStatus; error?: string | null; postUrl?: string | null; remoteId?: string | null; publishedAt?: string | null },
      now: string,
    ): Promise<PostRow | undefined> {
      const [row] = await db
        .update(scheduledPosts)
        .set({
          status: outcome.status,
          error: outcome.error ?? null,
          postUrl: outcome.postUrl ?? null,
          remoteId: outcome.remoteId ?? null,
          publishedAt: outcome.publishedAt ?? null,
          claimedAt: null,
          updatedAt: now,
        })
        .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.version, version), eq(scheduledPosts.status, "publishing")))
        .returning();
      return row;
    },

    /** The holder's heartbeat: it is still working on this post (see TAKEOVER_AFTER_SECONDS in publisher.ts). */
    async renew(id: string, version: number, now: string): Promise<void> {
      await db
        .update(scheduledPosts)
        .set({ claimedAt: now })
        .where(
          and(eq(scheduledPosts.id, id), eq(scheduledPosts.version, version), eq(scheduledPosts.status, "publishing"), isNotNull(scheduledPosts.claimedAt)),
        );
    },

    /**
     * Lets go of posts whose holder's last heartbeat is older than `heartbeatBefore` (its instance died), so
     * a new job can claim them; answers them. A row another sweep let go of meanwhile is not answered twice.
     */
    async releaseStalled(heartbeatBefore: string, now: string): Promise<Pick<PostRow, "id" | "version" | "scheduledAt">[]> {
      return db
        .update(scheduledPosts)
        .set({ claimedAt: null, updatedAt: now })
        .where(and(eq(scheduledPosts.status, "publishing"), isNotNull(scheduledPosts.claimedAt), lte(scheduledPosts.claimedAt, heartbeatBefore)))
        .returning({ id: scheduledPosts.id, version: scheduledPosts.version, scheduledAt: scheduledPosts.scheduledAt });
    },

    /**
     * The ids of a thread's parts posted so far, written by the holder before it sends the next part (a retry reads
     * them and continues from the first part without one).
     */
    async saveProgress(id: string, version: number, progress: { key: string; ids: string[] }, now: string): Promise<void> {
      await db
        .update(scheduledPosts)
        .set({ progress, updatedAt: now })
        .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.version, version), eq(scheduledPosts.status, "publishing")));
    },
    /**
     * The post cannot go out yet (its account must be reconnected): back to scheduled with the reason shown and
     * the job that looks again; a reconnect sends it at once.
     */
    async wait(id: string, version: number, reason: string, jobId: string, now: string): Promise<boolean> {
      const rows = await db
        .update(scheduledPosts)
        .set({ status: "scheduled", claimedAt: null, error: reason, jobId, updatedAt: now })
        .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.version, version), eq(scheduledPosts.status, "publishing")))
        .returning({ id: scheduledPosts.id });
      return rows.length > 0;
    },
    /** An account's posts that are due and waiting (for a reconnect): sent again once it is reconnected. */
    async dueForAccount(workspaceId: string, accountId: string, now: string): Promise<Pick<PostRow, "id" | "version">[]> {
      return db
        .select({ id: scheduledPosts.id, version: scheduledPosts.version })
        .from(scheduledPosts)
        .where(
          and(
            eq(scheduledPosts.workspaceId, workspaceId),
            eq(scheduledPosts.accountId, accountId),
            eq(scheduledPosts.status, "scheduled"),
            lte(scheduledPosts.scheduledAt, now),
          ),
        )
        .limit(1000);
    },
    /** Lets go of a post after a failure that will be retried (the job comes back after its backoff). */
    async release(id: string, version: number, error: string, now: string): Promise<void> {
      await db
        .update(scheduledPosts)
        .set({ claimedAt: null, error, updatedAt: now })
        .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.version, version), eq(scheduledPosts.status, "publishing")));
    },
  };
}
