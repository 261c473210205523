import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateClusterBody } from "@/shared/contracts/clusters";
import { client, unwrap } from "@/web/lib/api-client";
import { clusterKeys } from "./get-clusters";

export const createCluster = (body: CreateClusterBody) => unwrap(client.POST("/api/clusters", { body }));

export function useCreateCluster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCluster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clusterKeys.all }),
  });
}
