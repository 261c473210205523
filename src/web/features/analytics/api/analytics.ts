import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsRange } from "@/shared/contracts/analytics";
import { client, unwrap } from "@/web/lib/api-client";
import { analyticsKeys } from "./analytics-keys";

/** The browser's time zone: weeks and hours on the page are the reader's own. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The report of a period in the reader's time zone. */
export function useAnalytics(days: AnalyticsRange) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: analyticsKeys.report(days, tz),
    queryFn: ({ signal }) => unwrap(client.GET("/api/analytics", { signal, params: { query: { days, tz } } })),
    placeholderData: keepPreviousData,
  });
}
