import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HistoryStats } from "@/shared/contracts/history";
import { api } from "@/web/lib/api-client";
import { historyKeys } from "./history-keys";

export const getHistoryStats = (signal?: AbortSignal) => api.get<HistoryStats>("/history/stats", { signal });

export function historyStatsQueryOptions() {
  return queryOptions({ queryKey: historyKeys.stats(), queryFn: ({ signal }) => getHistoryStats(signal), staleTime: 0 });
}

export function useHistoryStats() {
  return useQuery(historyStatsQueryOptions());
}
