import { queryRoots } from "@/web/lib/query-roots";

/** The caller's notifications and email preferences (not workspace-scoped: the bell lists every workspace's). */
export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...notificationKeys.all, "list"] as const,
  prefs: () => [...notificationKeys.all, "prefs"] as const,
};
