import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PromptStats } from "@/shared/contracts/prompts";
import { api } from "@/web/lib/api-client";
import { promptKeys } from "./prompt-keys";

export const getPromptStats = (signal?: AbortSignal) => api.get<PromptStats>("/prompts/stats", { signal });

export function promptStatsQueryOptions() {
  return queryOptions({ queryKey: promptKeys.stats(), queryFn: ({ signal }) => getPromptStats(signal) });
}

export function usePromptStats() {
  return useQuery(promptStatsQueryOptions());
}
