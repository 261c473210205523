import type { ContentType } from "@/shared/content-types";
import { clusterKeys } from "@/web/features/clusters/api/cluster-keys";
import { promptKeys } from "@/web/features/prompts/api/prompt-keys";

/**
 * Query keys of the content pages. They come from the owning features' key factories (under the "prompts" and
 * "clusters" roots), so a change made anywhere in the app (a prompt edited on /prompts) refreshes them too.
 */
export const contentKeys = {
  prompts: (type: ContentType) => promptKeys.contentPage(type),
  clusters: () => clusterKeys.contentPage(),
};
