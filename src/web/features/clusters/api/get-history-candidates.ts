import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { historyKeys } from "@/web/features/history/api/history-keys";

/** A content history row as GET /api/history answers it. */
export type HistoryItem = ApiData<"/api/history">["data"][number];

/** The user's latest history, the candidates of the Manage dialog. Keyed under "history" so history changes refresh it. */
export async function fetchHistoryCandidates() {
  const page = await unwrap(client.GET("/api/history", { params: { query: { limit: LIMITS.pageSizeMax } } }));
  return page.data;
}

export const historyCandidatesQueryOptions = () =>
  queryOptions({ queryKey: historyKeys.clusterCandidates(), queryFn: fetchHistoryCandidates, staleTime: 0 });

export function useHistoryCandidates(enabled: boolean) {
  return useQuery({ ...historyCandidatesQueryOptions(), enabled });
}
