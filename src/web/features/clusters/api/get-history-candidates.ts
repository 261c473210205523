import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

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
export const historyCandidateKeys = { list: () => [...queryRoots.history, "cluster-candidates"] as const };

export async function fetchHistoryCandidates(): Promise<HistoryItem[]> {
  const page = await api.get<{ data: HistoryItem[] }>("/history", { query: { limit: LIMITS.pageSizeMax } });
  return page.data;
}

export const historyCandidatesQueryOptions = () =>
  queryOptions({ queryKey: historyCandidateKeys.list(), queryFn: fetchHistoryCandidates, staleTime: 0 });

export function useHistoryCandidates(enabled: boolean) {
  return useQuery({ ...historyCandidatesQueryOptions(), enabled });
}
