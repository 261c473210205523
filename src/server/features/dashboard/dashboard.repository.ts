import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { contentHistory, userImages } from "@/server/db/schema";
import { CONTENT_TYPES, type ContentType } from "@/shared/content-types";
import { DASHBOARD_PREVIEW_CHARS, type DashboardSummary } from "@/shared/contracts/dashboard";
import { HISTORY } from "@/shared/constants";

export function createDashboardRepository(db: Db) {
  return {
    /** The workspace's content count (the five content types), saved generated images and latest history items. */
    async summary(workspaceId: string): Promise<DashboardSummary> {
      const [[content], [images], recent] = await Promise.all([
        db
          .select({ n: count() })
          .from(contentHistory)
          .where(and(eq(contentHistory.workspaceId, workspaceId), inArray(contentHistory.contentType, [...CONTENT_TYPES]))),
        db.select({ n: count() }).from(userImages).where(eq(userImages.workspaceId, workspaceId)),
        db
          .select({
            id: contentHistory.id,
            userId: contentHistory.userId,
            contentType: contentHistory.contentType,
            content: sql<string>`left(${contentHistory.content}, ${DASHBOARD_PREVIEW_CHARS})`,
            originalContent: sql<string | null>`left(${contentHistory.originalContent}, ${DASHBOARD_PREVIEW_CHARS})`,
            metadata: contentHistory.metadata,
            createdAt: contentHistory.createdAt,
          })
          .from(contentHistory)
          .where(eq(contentHistory.workspaceId, workspaceId))
          .orderBy(desc(contentHistory.createdAt), desc(contentHistory.id))
          .limit(HISTORY.recentCount),
      ]);
      return {
        content_count: content?.n ?? 0,
        image_count: images?.n ?? 0,
        recent: recent.map((r) => ({
          id: r.id,
          user_id: r.userId,
          content: r.content,
          content_type: r.contentType as ContentType,
          original_content: r.originalContent,
          metadata: r.metadata ?? {},
          created_at: toIso(r.createdAt)!,
        })),
      };
    },
  };
}
