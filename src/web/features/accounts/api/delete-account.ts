import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import { accountKeys } from "./account-keys";

export const deleteAccount = (id: string) => api.delete(`/accounts/${id}`);

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
