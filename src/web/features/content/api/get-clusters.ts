import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { client, unwrap } from "@/web/lib/api-client";
import { contentKeys } from "./content-keys";

export const getClusters = (signal?: AbortSignal) => unwrap(client.GET("/api/clusters", { params: { query: { limit: LIMITS.pageSizeMax } }, signal }));

export function clustersQueryOptions() {
  return queryOptions({ queryKey: contentKeys.clusters(), queryFn: async ({ signal }) => (await getClusters(signal)).data });
}

export const useClusters = (enabled: boolean) => useQuery({ ...clustersQueryOptions(), enabled });
