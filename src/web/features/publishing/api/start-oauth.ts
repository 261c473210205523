import { useMutation } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";

export const startOAuth = (accountId: string) => unwrap(client.POST("/api/publishing-accounts/{id}/oauth", { params: { path: { id: accountId } } }));

/** Asks the server for the platform's authorize address (state and PKCE kept there), then sends the browser to it. */
export function useStartOAuth() {
  return useMutation({
    mutationFn: startOAuth,
    onSuccess: ({ authorize_url }) => window.location.assign(authorize_url),
  });
}
