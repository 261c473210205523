import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Cluster } from "@/shared/contracts/clusters";
import { LIMITS } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { clusterKeys } from "./cluster-keys";

export { clusterKeys };

export async function fetchClusters(): Promise<Cluster[]> {
  const page = await api.get<{ data: Cluster[] }>("/clusters", { query: { limit: LIMITS.pageSizeMax } });
  return page.data;
}

export const clustersQueryOptions = () => queryOptions({ queryKey: clusterKeys.list(), queryFn: fetchClusters });

export const useClusters = () => useQuery(clustersQueryOptions());
