import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublishingAccountBody } from "@/shared/contracts/publishing";
import { client, unwrap } from "@/web/lib/api-client";
import { publishingAccountKeys } from "./publishing-account-keys";

export const savePublishingAccount = ({ accountId, body }: { accountId: string; body: PublishingAccountBody }) =>
  unwrap(client.PUT("/api/publishing-accounts/{id}", { params: { path: { id: accountId } }, body }));
export const deletePublishingAccount = (accountId: string) => unwrap(client.DELETE("/api/publishing-accounts/{id}", { params: { path: { id: accountId } } }));

export function useSavePublishingAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePublishingAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: publishingAccountKeys.all }) });
}

export function useDeletePublishingAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePublishingAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: publishingAccountKeys.all }) });
}
