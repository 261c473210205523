import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { historyKeys } from "./history-keys";

/** A prompt's name for a history row saved before names were recorded; null once the prompt is gone. */
export async function getPromptName(id: string, signal?: AbortSignal): Promise<string | null> {
  try {
    return (await unwrap(client.GET("/api/prompts/{id}", { params: { path: { id } }, signal }))).name;
  } catch {
    return null;
  }
}

export const promptNameQueryOptions = (id: string) => queryOptions({ queryKey: historyKeys.promptName(id), queryFn: ({ signal }) => getPromptName(id, signal) });

/** Asks only when `id` is given (the row has a prompt id but no recorded name). */
export const usePromptName = (id: string | null) => useQuery({ ...promptNameQueryOptions(id ?? ""), enabled: id !== null });
