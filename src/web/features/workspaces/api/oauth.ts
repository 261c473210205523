import { useMutation, useQuery } from "@tanstack/react-query";
import type { AuthorizationDecisionBody, AuthorizationRequest } from "@/shared/contracts/oauth";
import { client, unwrap } from "@/web/lib/api-client";
import { workspaceKeys } from "./workspaces-keys";

/** What an assistant's sign-in request asks for (the consent page); an invalid request is an error, never a redirect. */
export function useAuthorizationPreview(request: AuthorizationRequest, enabled: boolean) {
  return useQuery({
    queryKey: [...workspaceKeys.all, "oauth", request],
    queryFn: async ({ signal }) => unwrap(client.GET("/api/oauth/authorization", { params: { query: request }, signal })),
    enabled,
    retry: false,
  });
}

export const useAuthorizationDecision = () =>
  useMutation({ mutationFn: (body: AuthorizationDecisionBody) => unwrap(client.POST("/api/oauth/authorization", { body })) });
