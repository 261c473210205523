import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { promptKeys } from "./prompt-keys";

export const getPromptStats = (signal?: AbortSignal) => unwrap(client.GET("/api/prompts/stats", { signal }));

export function promptStatsQueryOptions() {
  return queryOptions({ queryKey: promptKeys.stats(), queryFn: ({ signal }) => getPromptStats(signal) });
}

export function usePromptStats() {
  return useQuery(promptStatsQueryOptions());
}
