import type { PromptType } from "@/shared/content-types";

export interface PromptListFilters {
  type?: PromptType;
  q?: string;
}

/** Query keys of the prompts feature; every prompts query lives under ["prompts"]. */
export const promptKeys = {
  all: ["prompts"] as const,
  lists: () => [...promptKeys.all, "list"] as const,
  list: (filters: PromptListFilters) => [...promptKeys.lists(), filters] as const,
  stats: () => [...promptKeys.all, "stats"] as const,
};
