/**
 * Analytics for other features: the publisher records each collected snapshot through here (the one writer of
 * post_metrics), and the calendar reads each post's newest numbers.
 */
import type { Db } from "@/server/db/client";
import type { PostNumbers } from "@/shared/contracts/analytics";
import { createAnalyticsRepository, type NewSnapshot } from "./analytics.repository";

export type { NewSnapshot } from "./analytics.repository";
export type { PostNumbers } from "@/shared/contracts/analytics";

export function createAnalyticsService(db: Db) {
  const repo = createAnalyticsRepository(db);
  return {
    recordSnapshot: (row: NewSnapshot): Promise<boolean> => repo.insertSnapshot(row),
    latestFor: (workspaceId: string, postIds: string[]): Promise<Map<string, PostNumbers>> => repo.latestFor(workspaceId, postIds),
  };
}
