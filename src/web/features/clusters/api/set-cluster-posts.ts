import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetClusterPostsResult } from "@/shared/contracts/clusters";
import { api } from "@/web/lib/api-client";
import { clusterKeys } from "./get-clusters";

/** Sets the cluster's whole membership in one call; the server links the added posts and unlinks the removed ones. */
export const setClusterPosts = ({ id, postIds }: { id: string; postIds: string[] }) =>
  api.put<SetClusterPostsResult>(`/clusters/${id}/posts`, { post_ids: postIds });

export function useSetClusterPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClusterPosts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clusterKeys.all }),
  });
}
