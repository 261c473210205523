import type { ContentType } from "@/shared/content-types";
import { queryRoots } from "@/web/lib/query-roots";

/**
 * Query keys of the content pages. They sit under the resource's root key ("prompts", "clusters"), so
 * a change made anywhere in the app (a prompt edited on /prompts, a new default model) refreshes them too.
 */
export const contentKeys = {
  prompts: (type: ContentType) => [...queryRoots.prompts, "content-page", type] as const,
  clusters: () => [...queryRoots.clusters, "content-page"] as const,
};
