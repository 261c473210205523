import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { accountKeys } from "./account-keys";

export const deleteAccount = (id: string) => unwrap(client.DELETE("/api/accounts/{id}", { params: { path: { id } } }));

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
