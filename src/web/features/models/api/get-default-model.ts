import { queryOptions, useQuery } from "@tanstack/react-query";
import { QUERY } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { client, unwrap } from "@/web/lib/api-client";
import { modelKeys } from "@/web/lib/models-query";

export async function getDefaultModel(signal?: AbortSignal) {
  try {
    return await unwrap(client.GET("/api/models/default", { signal }));
  } catch (err) {
    // Spec §8: the failure is logged and the badge keeps its loading display.
    if (!signal?.aborted) console.warn(messages.models.fetchDefaultError, err);
    throw err;
  }
}

/** The default model: stale after 5 minutes, refetched on window focus, invalidated by realtime events (spec §9). */
export const defaultModelQueryOptions = () =>
  queryOptions({
    queryKey: modelKeys.default(),
    queryFn: ({ signal }) => getDefaultModel(signal),
    staleTime: QUERY.defaultModelStaleMs,
    refetchOnWindowFocus: true,
  });

export const useDefaultModel = () => useQuery(defaultModelQueryOptions());
