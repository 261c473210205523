import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { HISTORY } from "@/shared/constants";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { historyKeys, type HistoryListFilters } from "./history-keys";

export type HistoryPage = ApiData<"/api/history">;

export function getHistory(filters: HistoryListFilters, cursor?: string, signal?: AbortSignal) {
  const query = { q: filters.q, type: filters.type, language: filters.language, cursor, limit: HISTORY.pageSize };
  return unwrap(client.GET("/api/history", { params: { query }, signal }));
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
