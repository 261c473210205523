import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import { clusterKeys } from "./get-clusters";

export const deleteCluster = (id: string) => api.delete(`/clusters/${id}`);

export function useDeleteCluster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCluster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clusterKeys.all }),
  });
}
