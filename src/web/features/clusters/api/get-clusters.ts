import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Cluster } from "@/shared/contracts/clusters";
import { LIMITS } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const clusterKeys = {
  all: queryRoots.clusters,
  list: () => [...clusterKeys.all, "list"] as const,
  posts: (id: string) => [...clusterKeys.all, "posts", id] as const,
  /** The cluster list the content pages offer. */
  contentPage: () => [...clusterKeys.all, "content-page"] as const,
};

export async function fetchClusters(): Promise<Cluster[]> {
  const page = await api.get<{ data: Cluster[] }>("/clusters", { query: { limit: LIMITS.pageSizeMax } });
  return page.data;
}

export const clustersQueryOptions = () => queryOptions({ queryKey: clusterKeys.list(), queryFn: fetchClusters });

export const useClusters = () => useQuery(clustersQueryOptions());
