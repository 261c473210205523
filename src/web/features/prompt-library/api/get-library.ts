import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { libraryKeys } from "./library-keys";

/** The whole curated library (under 500 rows): search and type filter run in the browser, instantly. */
export const getLibrary = (signal?: AbortSignal) => unwrap(client.GET("/api/prompt-library", { signal }));

export function libraryQueryOptions() {
  return queryOptions({
    queryKey: libraryKeys.list(),
    queryFn: async ({ signal }) => (await getLibrary(signal)).data,
    // The curated library changes only with a new release.
    staleTime: 30 * 60_000,
  });
}

export function useLibrary() {
  return useQuery(libraryQueryOptions());
}
