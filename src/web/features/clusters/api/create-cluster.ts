import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Cluster, CreateClusterBody } from "@/shared/contracts/clusters";
import { api } from "@/web/lib/api-client";
import { clusterKeys } from "./get-clusters";

export const createCluster = (body: CreateClusterBody) => api.post<Cluster>("/clusters", body);

export function useCreateCluster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCluster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clusterKeys.all }),
  });
}
