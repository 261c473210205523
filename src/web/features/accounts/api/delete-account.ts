import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import { accountKeys } from "@/web/shared/accounts/get-accounts";

export const deleteAccount = (id: string) => api.delete(`/accounts/${id}`);

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
