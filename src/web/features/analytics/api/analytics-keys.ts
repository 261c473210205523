import { queryRoots } from "@/web/lib/query-roots";

/** Keys of the workspace's analytics (the report per period and time zone, the best times, one post's snapshots). */
export const analyticsKeys = {
  all: queryRoots.analytics,
  report: (days: number, tz: string) => [...analyticsKeys.all, "report", days, tz] as const,
  bestTimes: (tz: string) => [...analyticsKeys.all, "best-times", tz] as const,
  post: (id: string) => [...analyticsKeys.all, "post", id] as const,
};
