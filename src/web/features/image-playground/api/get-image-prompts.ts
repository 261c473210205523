import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { client, unwrap } from "@/web/lib/api-client";
import { promptKeys } from "@/web/features/prompts/api/prompt-keys";

export const getImagePrompts = (signal?: AbortSignal) =>
  unwrap(client.GET("/api/prompts", { params: { query: { type: "image", active: "true", limit: LIMITS.pageSizeMax } }, signal }));

/** Under the "prompts" root (from the prompts key factory) so that a prompt changed anywhere refreshes the template list. */
export const imagePromptsQueryOptions = () =>
  queryOptions({ queryKey: promptKeys.activeImage(), queryFn: async ({ signal }) => (await getImagePrompts(signal)).data });

/** The user's active image-type prompts, offered as templates. */
export const useImagePrompts = () => useQuery(imagePromptsQueryOptions());
