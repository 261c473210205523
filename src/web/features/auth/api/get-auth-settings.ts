import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuthSettingsDto } from "@/shared/contracts/auth";
import { api } from "@/web/lib/api-client";

export async function getAuthSettings(signal?: AbortSignal): Promise<AuthSettingsDto> {
  return api.get<AuthSettingsDto>("/auth/settings", { signal });
}

/** Where this server's mail goes; fixed for the life of the server process. */
export const authSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "settings"] as const,
    queryFn: ({ signal }) => getAuthSettings(signal),
    staleTime: Infinity,
  });

export const useAuthSettings = () => useQuery(authSettingsQueryOptions());
