import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { clusterKeys } from "./get-clusters";

export const deleteCluster = (id: string) => unwrap(client.DELETE("/api/clusters/{id}", { params: { path: { id } } }));

export function useDeleteCluster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCluster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clusterKeys.all }),
  });
}
