import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { publishingAccountKeys } from "./publishing-account-keys";

export const testPublishingAccount = (accountId: string) => unwrap(client.POST("/api/publishing-accounts/{id}/test", { params: { path: { id: accountId } } }));

/** Signs in to the platform without posting; the answer carries the platform's own reason when it fails. */
export function useTestPublishingAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testPublishingAccount, onSettled: () => queryClient.invalidateQueries({ queryKey: publishingAccountKeys.all }) });
}
