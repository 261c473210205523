import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuthSettingsDto } from "@/shared/contracts/auth";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

/** Query keys of the auth feature. */
export const authKeys = { all: queryRoots.auth, settings: () => [...queryRoots.auth, "settings"] as const };

export async function getAuthSettings(signal?: AbortSignal): Promise<AuthSettingsDto> {
  return api.get<AuthSettingsDto>("/auth/settings", { signal });
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
