import type { ContentType } from "@/shared/content-types";
import type { LanguageCode } from "@/shared/languages";
import { queryRoots } from "@/web/lib/query-roots";

export interface HistoryListFilters {
  q?: string;
  type?: ContentType;
  language?: LanguageCode;
}

/** Query keys of the history feature; every history query lives under its root. */
export const historyKeys = {
  all: queryRoots.history,
  lists: () => [...historyKeys.all, "list"] as const,
  list: (filters: HistoryListFilters) => [...historyKeys.lists(), filters] as const,
  stats: () => [...historyKeys.all, "stats"] as const,
  promptName: (id: string) => [...historyKeys.all, "prompt-name", id] as const,
  /** The rows a cluster may take in (the clusters feature reads history through this key). */
  clusterCandidates: () => [...historyKeys.all, "cluster-candidates"] as const,
};
