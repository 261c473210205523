import { useQuery } from "@tanstack/react-query";
import type { ApiKeyScope } from "@/shared/contracts/api-keys";
import { client, unwrap } from "@/web/lib/api-client";
import { useInvalidatingMutation } from "./workspaces";
import { workspaceKeys } from "./workspaces-keys";

/** The workspace's API keys: one's own, or every member's for admins and the owner (`enabled` false for viewers). */
export function useApiKeys(id: string, enabled: boolean) {
  return useQuery({
    queryKey: workspaceKeys.apiKeys(id),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/workspaces/{id}/api-keys", { params: { path: { id } }, signal }))).data,
    enabled,
  });
}

export const useCreateApiKey = () =>
  useInvalidatingMutation(({ id, name, scopes, expiresAt }: { id: string; name: string; scopes: ApiKeyScope[]; expiresAt: string | null }) =>
    unwrap(client.POST("/api/workspaces/{id}/api-keys", { params: { path: { id } }, body: { name, scopes, expires_at: expiresAt } })),
  );

export const useRevokeApiKey = () =>
  useInvalidatingMutation(({ id, keyId }: { id: string; keyId: string }) =>
    unwrap(client.DELETE("/api/workspaces/{id}/api-keys/{key_id}", { params: { path: { id, key_id: keyId } } })),
  );
