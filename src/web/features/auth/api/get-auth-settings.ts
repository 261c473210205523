import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

/** Query keys of the auth feature. */
export const authKeys = { all: queryRoots.auth, settings: () => [...queryRoots.auth, "settings"] as const };

export function getAuthSettings(signal?: AbortSignal) {
  return unwrap(client.GET("/api/auth/settings", { signal }));
}

/**
 * Where this server's mail goes (fixed for the life of the server process) and whether a setup code is asked
 * for (until an administrator exists): read again each time the sign-up page opens.
 */
export const authSettingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.settings(),
    queryFn: ({ signal }) => getAuthSettings(signal),
  });

export const useAuthSettings = () => useQuery(authSettingsQueryOptions());
