import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuthSettingsDto } from "@/shared/contracts/auth";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

/** Query keys of the auth feature. */
export const authKeys = { all: queryRoots.auth, settings: () => [...queryRoots.auth, "settings"] as const };

export async function getAuthSettings(signal?: AbortSignal): Promise<AuthSettingsDto> {
  return api.get<AuthSettingsDto>("/auth/settings", { signal });
}

/** Where this server's mail goes; fixed for the life of the server process. */
export const authSettingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.settings(),
    queryFn: ({ signal }) => getAuthSettings(signal),
    staleTime: Infinity,
  });

export const useAuthSettings = () => useQuery(authSettingsQueryOptions());
