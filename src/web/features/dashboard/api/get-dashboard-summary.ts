import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const dashboardKeys = {
  all: queryRoots.dashboard,
  summary: () => [...dashboardKeys.all, "summary"] as const,
};

export const EMPTY_SUMMARY: ApiData<"/api/dashboard/summary"> = { content_count: 0, image_count: 0, recent: [] };

export const getDashboardSummary = (signal?: AbortSignal) => unwrap(client.GET("/api/dashboard/summary", { signal }));

export function dashboardSummaryQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboardSummary(signal),
    // Other pages add content and images: fresh numbers on every visit.
    staleTime: 0,
  });
}

/** The summary; a failed load shows zero counts and no items, silently (spec §8). */
export function useDashboardSummary() {
  const query = useQuery(dashboardSummaryQueryOptions());
  return { summary: query.data ?? (query.isError ? EMPTY_SUMMARY : undefined), loading: query.isPending && !query.isError };
}
