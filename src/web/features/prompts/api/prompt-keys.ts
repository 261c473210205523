import type { PromptType } from "@/shared/content-types";
import { queryRoots } from "@/web/lib/query-roots";

export interface PromptListFilters {
  type?: PromptType;
  q?: string;
}

/** Query keys of the prompts feature; every prompts query lives under its root. */
export const promptKeys = {
  all: queryRoots.prompts,
  lists: () => [...promptKeys.all, "list"] as const,
  list: (filters: PromptListFilters) => [...promptKeys.lists(), filters] as const,
  stats: () => [...promptKeys.all, "stats"] as const,
  /** The active image prompts the image playground offers. */
  /** The active prompts a content page of one type offers. */
  contentPage: (type: PromptType) => [...promptKeys.all, "content-page", type] as const,
  activeImage: () => [...promptKeys.all, "image-playground"] as const,
};
