import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import type { Prompt } from "@/shared/contracts/prompts";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

/** Under the "prompts" root so that a prompt changed anywhere refreshes the template list. */
export const imagePromptKeys = { list: () => [...queryRoots.prompts, "image-playground"] as const };

export const getImagePrompts = (signal?: AbortSignal) =>
  api.get<{ data: Prompt[] }>("/prompts", { query: { type: "image", active: true, limit: LIMITS.pageSizeMax }, signal });

export const imagePromptsQueryOptions = () =>
  queryOptions({ queryKey: imagePromptKeys.list(), queryFn: async ({ signal }) => (await getImagePrompts(signal)).data });

/** The user's active image-type prompts, offered as templates. */
export const useImagePrompts = () => useQuery(imagePromptsQueryOptions());
