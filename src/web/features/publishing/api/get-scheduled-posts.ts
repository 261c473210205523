import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PostStatus } from "@/shared/contracts/publishing";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";
import { realtime } from "@/web/lib/realtime";

export interface PostsFilter {
  from?: string;
  to?: string;
  account_id?: string;
  status?: PostStatus;
}

export const scheduledPostKeys = {
  all: queryRoots.scheduledPosts,
  range: (filter: PostsFilter) => [...scheduledPostKeys.all, "range", filter] as const,
  upcoming: (limit: number) => [...scheduledPostKeys.all, "upcoming", limit] as const,
  failed: (days: number) => [...scheduledPostKeys.all, "failed", days] as const,
};

/**
 * The outcome of a post on its way arrives on the realtime socket (usePostsRealtime); only while the socket is not
 * open does the calendar look again this often.
 */
const IN_FLIGHT_REFRESH_MS = 2000;
type ScheduledPost = ApiData<"/api/scheduled-posts">["data"][number];

const inFlight = (posts: ScheduledPost[] | undefined) => posts?.some((p) => p.status === "publishing" || (p.status === "scheduled" && Date.parse(p.scheduled_at) <= Date.now()));
const pollWhileInFlight = (posts: ScheduledPost[] | undefined) => (realtime.getState() !== "open" && inFlight(posts) ? IN_FLIGHT_REFRESH_MS : false);

export async function fetchScheduledPosts(filter: PostsFilter & { upcoming?: boolean; limit?: number }) {
  const { upcoming, ...rest } = filter;
  return (await unwrap(client.GET("/api/scheduled-posts", { params: { query: { ...rest, upcoming: upcoming ? "true" : undefined } } }))).data;
}

export const scheduledPostsQueryOptions = (filter: PostsFilter) =>
  queryOptions({
    queryKey: scheduledPostKeys.range(filter),
    queryFn: () => fetchScheduledPosts(filter),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileInFlight(query.state.data),
  });

export const useScheduledPosts = (filter: PostsFilter) => useQuery(scheduledPostsQueryOptions(filter));

/** The next posts still to be sent, soonest first (the dashboard). */
export const useUpcomingPosts = (limit: number) =>
  useQuery({ queryKey: scheduledPostKeys.upcoming(limit), queryFn: () => fetchScheduledPosts({ upcoming: true, limit }), refetchInterval: (query) => pollWhileInFlight(query.state.data) });

/** Posts that failed, scheduled in the last `days` days, newest first (the dashboard's and calendar's notice). */
export const useFailedPosts = (days: number) =>
  useQuery({
    queryKey: scheduledPostKeys.failed(days),
    queryFn: async () => (await fetchScheduledPosts({ status: "failed", from: new Date(Date.now() - days * 86_400_000).toISOString(), limit: 100 })).reverse(),
  });
