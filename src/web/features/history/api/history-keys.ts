import type { ContentType } from "@/shared/content-types";

export interface HistoryListFilters {
  q?: string;
  type?: ContentType;
}

/** Query keys of the history feature; every history query lives under ["history"]. */
export const historyKeys = {
  all: ["history"] as const,
  lists: () => [...historyKeys.all, "list"] as const,
  list: (filters: HistoryListFilters) => [...historyKeys.lists(), filters] as const,
  stats: () => [...historyKeys.all, "stats"] as const,
};
