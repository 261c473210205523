import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { clusterKeys } from "./get-clusters";

/** Sets the cluster's whole membership in one call; the server links the added posts and unlinks the removed ones. */
export const setClusterPosts = ({ id, postIds }: { id: string; postIds: string[] }) =>
  unwrap(client.PUT("/api/clusters/{id}/posts", { params: { path: { id } }, body: { post_ids: postIds } }));

export function useSetClusterPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClusterPosts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clusterKeys.all }),
  });
}
