import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { historyKeys } from "@/web/features/history/api/history-keys";

/** A content history row as GET /api/history answers it. */
export interface HistoryItem {
  id: string;
  content: string;
  content_type: string;
  original_content: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
}

/** The user's latest history, the candidates of the Manage dialog. Keyed under "history" so history changes refresh it. */
export async function fetchHistoryCandidates(): Promise<HistoryItem[]> {
  const page = await api.get<{ data: HistoryItem[] }>("/history", { query: { limit: LIMITS.pageSizeMax } });
  return page.data;
}

export const historyCandidatesQueryOptions = () =>
  queryOptions({ queryKey: historyKeys.clusterCandidates(), queryFn: fetchHistoryCandidates, staleTime: 0 });

export function useHistoryCandidates(enabled: boolean) {
  return useQuery({ ...historyCandidatesQueryOptions(), enabled });
}
