import { queryRoots } from "@/web/lib/query-roots";

/** Query keys of the clusters feature; every clusters query lives under its root. */
export const clusterKeys = {
  all: queryRoots.clusters,
  list: () => [...clusterKeys.all, "list"] as const,
  posts: (id: string) => [...clusterKeys.all, "posts", id] as const,
  /** The cluster list the content pages offer. */
  contentPage: () => [...clusterKeys.all, "content-page"] as const,
};
