import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import type { ContentType } from "@/shared/content-types";
import { client, unwrap } from "@/web/lib/api-client";
import { contentKeys } from "./content-keys";

/** The active prompts of a page's type (email_broadcast also matches email on the server). */
export const getPagePrompts = (type: ContentType, signal?: AbortSignal) =>
  unwrap(client.GET("/api/prompts", { params: { query: { type, active: "true", limit: LIMITS.pageSizeMax } }, signal }));

export function pagePromptsQueryOptions(type: ContentType) {
  return queryOptions({
    queryKey: contentKeys.prompts(type),
    queryFn: async ({ signal }) => (await getPagePrompts(type, signal)).data,
  });
}

export const usePagePrompts = (type: ContentType) => useQuery(pagePromptsQueryOptions(type));

/** One prompt's text, for a row whose prompt is no longer in the list. */
export const getPrompt = (id: string) => unwrap(client.GET("/api/prompts/{id}", { params: { path: { id } } }));
