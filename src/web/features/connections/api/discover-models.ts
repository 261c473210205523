import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DiscoveredModel } from "@/shared/contracts/connections";
import { client, unwrap } from "@/web/lib/api-client";
import { aiConnectionKeys } from "./ai-connection-keys";

/** The provider's model list (asked each time the dialog opens: it changes as models are pulled or loaded). */
export const discoveredModelsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: aiConnectionKeys.discovered(id),
    queryFn: async ({ signal }): Promise<DiscoveredModel[]> =>
      (await unwrap(client.GET("/api/connections/{id}/models", { params: { path: { id } }, signal }))).data,
    staleTime: 0,
    retry: false,
  });

export const useDiscoveredModels = (id: string) => useQuery(discoveredModelsQueryOptions(id));
