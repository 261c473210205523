import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Cluster } from "@/shared/contracts/clusters";
import { LIMITS } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { contentKeys } from "./content-keys";

export const getClusters = (signal?: AbortSignal) =>
  api.get<{ data: Cluster[]; next_cursor: string | null }>("/clusters", { query: { limit: LIMITS.pageSizeMax }, signal });

export function clustersQueryOptions() {
  return queryOptions({ queryKey: contentKeys.clusters(), queryFn: async ({ signal }) => (await getClusters(signal)).data });
}

export const useClusters = (enabled: boolean) => useQuery({ ...clustersQueryOptions(), enabled });
