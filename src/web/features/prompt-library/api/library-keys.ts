import { queryRoots } from "@/web/lib/query-roots";

/** Query keys of the prompt library feature. */
export const libraryKeys = {
  all: queryRoots.promptLibrary,
  list: () => [...libraryKeys.all, "list"] as const,
};
