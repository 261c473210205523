import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, toIso } from "@/server/db/helpers";
import { clusterPosts, contentClusters, contentHistory } from "@/server/db/schema";
import type { WorkspaceAuthor } from "@/server/db/memberships";
import type { Cursor } from "@/server/lib/pagination";
import type { ContentType } from "@/shared/content-types";
import type { Cluster, ClusterPost } from "@/shared/contracts/clusters";

type ClusterRow = typeof contentClusters.$inferSelect & { postCount: number };
type HistoryRow = typeof contentHistory.$inferSelect;

export type SetMembershipResult =
  | { ok: true; added: number; removed: number }
  | { ok: false; reason: "cluster_not_found" }
  | { ok: false; reason: "posts_not_found"; missing: string[] };

export function toCluster(row: ClusterRow): Cluster {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    post_count: row.postCount,
    created_at: toIso(row.createdAt) ?? row.createdAt,
  };
}

export function toClusterPost(row: HistoryRow): ClusterPost {
  return {
    id: row.id,
    user_id: row.userId,
    content: row.content,
    content_type: row.contentType as ContentType,
    original_content: row.originalContent,
    metadata: row.metadata ?? {},
    created_at: toIso(row.createdAt) ?? row.createdAt,
  };
}

const postCount = sql<number>`(select count(*) from ${clusterPosts} where ${clusterPosts.clusterId} = ${contentClusters.id})`.mapWith(Number);
const clusterColumns = { ...getTableColumns(contentClusters), postCount };

export function createClustersRepository(db: Db) {
  const owned = (workspaceId: string, id: string) => and(eq(contentClusters.workspaceId, workspaceId), eq(contentClusters.id, id));

  return {
    async list(workspaceId: string, limit: number, cursor?: Cursor): Promise<ClusterRow[]> {
      return db
        .select(clusterColumns)
        .from(contentClusters)
        .where(and(eq(contentClusters.workspaceId, workspaceId), afterCursor(contentClusters.createdAt, contentClusters.id, cursor)))
        .orderBy(desc(contentClusters.createdAt), desc(contentClusters.id))
        .limit(limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<ClusterRow | undefined> {
      const [row] = await db.select(clusterColumns).from(contentClusters).where(owned(workspaceId, id)).limit(1);
      return row;
    },

    /** A cluster of the workspace, created by `author.userId`. */
    async insert(author: WorkspaceAuthor, input: { name: string; description: string | null }, now: string): Promise<ClusterRow> {
      const [row] = await db.insert(contentClusters).values({ ...input, userId: author.userId, workspaceId: author.workspaceId, createdAt: now }).returning();
      return { ...row, postCount: 0 };
    },

    async update(workspaceId: string, id: string, input: { name?: string; description?: string | null }): Promise<ClusterRow | undefined> {
      const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(values).length > 0) {
        const rows = await db.update(contentClusters).set(values).where(owned(workspaceId, id)).returning({ id: contentClusters.id });
        if (rows.length === 0) return undefined;
      }
      return this.find(workspaceId, id);
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db.delete(contentClusters).where(owned(workspaceId, id)).returning({ id: contentClusters.id });
      return rows.length > 0;
    },

    /** The cluster's history rows, newest first; the caller checks the cluster is the workspace's. */
    async listPosts(workspaceId: string, clusterId: string, limit: number, cursor?: Cursor): Promise<HistoryRow[]> {
      return db
        .select(getTableColumns(contentHistory))
        .from(clusterPosts)
        .innerJoin(contentHistory, eq(contentHistory.id, clusterPosts.postId))
        .where(
          and(
            eq(clusterPosts.clusterId, clusterId),
            eq(contentHistory.workspaceId, workspaceId),
            afterCursor(contentHistory.createdAt, contentHistory.id, cursor),
          ),
        )
        .orderBy(desc(contentHistory.createdAt), desc(contentHistory.id))
        .limit(limit + 1);
    },

    /**
     * Makes the cluster hold exactly these posts, in one transaction: links the new ones, unlinks the rest.
     * Only the workspace's history rows can be linked.
     */
    async setMembership(workspaceId: string, clusterId: string, postIds: string[], now: string): Promise<SetMembershipResult> {
      return db.transaction(async (tx) => {
        // Locking the cluster row serialises concurrent membership updates of one cluster.
        const [cluster] = await tx.select({ id: contentClusters.id }).from(contentClusters).where(owned(workspaceId, clusterId)).for("update");
        if (!cluster) return { ok: false, reason: "cluster_not_found" } as const;

        if (postIds.length > 0) {
          const mine = await tx
            .select({ id: contentHistory.id })
            .from(contentHistory)
            .where(and(eq(contentHistory.workspaceId, workspaceId), inArray(contentHistory.id, postIds)));
          const found = new Set(mine.map((r) => r.id));
          const missing = postIds.filter((id) => !found.has(id));
          if (missing.length > 0) return { ok: false, reason: "posts_not_found", missing } as const;
        }

        const current = await tx.select({ postId: clusterPosts.postId }).from(clusterPosts).where(eq(clusterPosts.clusterId, clusterId));
        const currentIds = new Set(current.map((r) => r.postId));
        const wanted = new Set(postIds);
        const toAdd = postIds.filter((id) => !currentIds.has(id));
        const toRemove = [...currentIds].filter((id) => !wanted.has(id));

        if (toAdd.length > 0) {
          await tx.insert(clusterPosts).values(toAdd.map((postId) => ({ clusterId, postId, createdAt: now }))).onConflictDoNothing();
        }
        if (toRemove.length > 0) {
          await tx.delete(clusterPosts).where(and(eq(clusterPosts.clusterId, clusterId), inArray(clusterPosts.postId, toRemove)));
        }
        return { ok: true, added: toAdd.length, removed: toRemove.length } as const;
      });
    },
  };
}

export type ClustersRepository = ReturnType<typeof createClustersRepository>;
