import { queryRoots } from "@/web/lib/query-roots";

/** Keys of the activity feed, under its root: every recorded event (realtime resource "activity") refreshes them. */
export const activityKeys = {
  all: queryRoots.activity,
  feed: (filter: { actorId?: string; draftId?: string }) => [...activityKeys.all, "feed", filter.actorId ?? "", filter.draftId ?? ""] as const,
};
