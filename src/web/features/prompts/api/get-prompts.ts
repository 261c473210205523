import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { promptKeys, type PromptListFilters } from "./prompt-keys";

export type PromptPage = ApiData<"/api/prompts">;

export const PROMPTS_PAGE_SIZE = 60;

export function getPrompts(filters: PromptListFilters, cursor?: string, signal?: AbortSignal) {
  return unwrap(client.GET("/api/prompts", { params: { query: { type: filters.type, q: filters.q, cursor, limit: PROMPTS_PAGE_SIZE } }, signal }));
}

export function promptsQueryOptions(filters: PromptListFilters) {
  return infiniteQueryOptions({
    queryKey: promptKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPrompts(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The user's prompts, newest first; keeps showing the previous results while a new search loads. */
export function usePrompts(filters: PromptListFilters) {
  return useInfiniteQuery({ ...promptsQueryOptions(filters), placeholderData: keepPreviousData });
}
