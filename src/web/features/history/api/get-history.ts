import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { HISTORY } from "@/shared/constants";
import type { HistoryItem } from "@/shared/contracts/history";
import { api } from "@/web/lib/api-client";
import { historyKeys, type HistoryListFilters } from "./history-keys";

export interface HistoryPage {
  data: HistoryItem[];
  next_cursor: string | null;
}

export function getHistory(filters: HistoryListFilters, cursor?: string, signal?: AbortSignal) {
  return api.get<HistoryPage>("/history", { query: { q: filters.q, type: filters.type, language: filters.language, cursor, limit: HISTORY.pageSize }, signal });
}

export function historyQueryOptions(filters: HistoryListFilters) {
  return infiniteQueryOptions({
    queryKey: historyKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getHistory(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // The content pages add items from elsewhere: refetch whenever the page is opened.
    staleTime: 0,
  });
}

/** The history, newest first, a page at a time; keeps the previous rows on screen while a new search loads. */
export function useHistory(filters: HistoryListFilters) {
  return useInfiniteQuery({ ...historyQueryOptions(filters), placeholderData: keepPreviousData });
}
