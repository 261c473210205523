import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import type { Prompt } from "@/shared/contracts/prompts";
import { api } from "@/web/lib/api-client";
import { promptKeys } from "@/web/features/prompts/api/prompt-keys";

export const getImagePrompts = (signal?: AbortSignal) =>
  api.get<{ data: Prompt[] }>("/prompts", { query: { type: "image", active: true, limit: LIMITS.pageSizeMax }, signal });

/** Under the "prompts" root (from the prompts key factory) so that a prompt changed anywhere refreshes the template list. */
export const imagePromptsQueryOptions = () =>
  queryOptions({ queryKey: promptKeys.activeImage(), queryFn: async ({ signal }) => (await getImagePrompts(signal)).data });

/** The user's active image-type prompts, offered as templates. */
export const useImagePrompts = () => useQuery(imagePromptsQueryOptions());
