import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { client, unwrap } from "@/web/lib/api-client";
import { clusterKeys } from "./cluster-keys";

export { clusterKeys };

export async function fetchClusters() {
  const page = await unwrap(client.GET("/api/clusters", { params: { query: { limit: LIMITS.pageSizeMax } } }));
  return page.data;
}

export const clustersQueryOptions = () => queryOptions({ queryKey: clusterKeys.list(), queryFn: fetchClusters });

export const useClusters = () => useQuery(clustersQueryOptions());
