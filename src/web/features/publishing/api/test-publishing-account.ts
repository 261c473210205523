import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublishingAccountTest } from "@/shared/contracts/publishing";
import { api } from "@/web/lib/api-client";
import { publishingAccountKeys } from "./publishing-account-keys";

export const testPublishingAccount = (accountId: string) => api.post<PublishingAccountTest>(`/publishing-accounts/${accountId}/test`);

/** Signs in to the platform without posting; the answer carries the platform's own reason when it fails. */
export function useTestPublishingAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testPublishingAccount, onSettled: () => queryClient.invalidateQueries({ queryKey: publishingAccountKeys.all }) });
}
