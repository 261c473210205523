import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Account, UpdateAccountBody } from "@/shared/contracts/accounts";
import { api } from "@/web/lib/api-client";
import { accountKeys } from "./account-keys";

export const updateAccount = ({ id, body }: { id: string; body: UpdateAccountBody }) => api.patch<Account>(`/accounts/${id}`, body);

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
