import { useQuery } from "@tanstack/react-query";
import { analyticsKeys } from "@/web/features/analytics/api/analytics-keys";
import { client, unwrap } from "@/web/lib/api-client";
import { userTimeZone } from "../lib/calendar";

/** The workspace's best hours to post, in the user's time zone (from its own published posts' numbers). */
export function useBestTimes(enabled: boolean) {
  const tz = userTimeZone() || "UTC";
  return useQuery({
    queryKey: analyticsKeys.bestTimes(tz),
    queryFn: ({ signal }) => unwrap(client.GET("/api/analytics/best-times", { signal, params: { query: { tz } } })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
