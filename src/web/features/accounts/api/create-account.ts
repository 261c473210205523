import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Account, CreateAccountBody } from "@/shared/contracts/accounts";
import { api } from "@/web/lib/api-client";
import { accountKeys } from "./account-keys";

export const createAccount = (body: CreateAccountBody) => api.post<Account>("/accounts", body);

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
