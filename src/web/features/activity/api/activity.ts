import { useInfiniteQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { activityKeys } from "./activity-keys";

const PAGE = 30;

/** The workspace's activity, newest first, a page at a time; refreshed live when anything is recorded. */
export function useActivity(filter: { actorId?: string; draftId?: string }) {
  return useInfiniteQuery({
    queryKey: activityKeys.feed(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.GET("/api/activity", { params: { query: { limit: PAGE, cursor: pageParam, actor_id: filter.actorId, draft_id: filter.draftId } }, signal })),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
