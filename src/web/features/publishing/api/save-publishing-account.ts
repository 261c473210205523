import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublishingAccount, PublishingAccountBody } from "@/shared/contracts/publishing";
import { api } from "@/web/lib/api-client";
import { publishingAccountKeys } from "./publishing-account-keys";

export const savePublishingAccount = ({ accountId, body }: { accountId: string; body: PublishingAccountBody }) => api.put<PublishingAccount>(`/publishing-accounts/${accountId}`, body);
export const deletePublishingAccount = (accountId: string) => api.delete(`/publishing-accounts/${accountId}`);

export function useSavePublishingAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePublishingAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: publishingAccountKeys.all }) });
}

export function useDeletePublishingAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePublishingAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: publishingAccountKeys.all }) });
}
