import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { historyKeys } from "./history-keys";

export const getHistoryStats = (signal?: AbortSignal) => unwrap(client.GET("/api/history/stats", { signal }));

export function historyStatsQueryOptions() {
  return queryOptions({ queryKey: historyKeys.stats(), queryFn: ({ signal }) => getHistoryStats(signal), staleTime: 0 });
}

export function useHistoryStats() {
  return useQuery(historyStatsQueryOptions());
}
