import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { clusterKeys } from "./get-clusters";

/** Every post of the cluster (all pages): the Manage dialog needs the whole membership to keep what it does not show. */
export type ClusterPost = ApiData<"/api/clusters/{id}/posts">["data"][number];

export async function fetchClusterPosts(id: string): Promise<ClusterPost[]> {
  const posts: ClusterPost[] = [];
  let cursor: string | undefined;
  do {
    const page = await unwrap(client.GET("/api/clusters/{id}/posts", { params: { path: { id }, query: { limit: LIMITS.pageSizeMax, cursor } } }));
    posts.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return posts;
}

export const clusterPostsQueryOptions = (id: string) =>
  queryOptions({ queryKey: clusterKeys.posts(id), queryFn: () => fetchClusterPosts(id), staleTime: 0 });

export function useClusterPosts(id: string, enabled: boolean) {
  return useQuery({ ...clusterPostsQueryOptions(id), enabled });
}
