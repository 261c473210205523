import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAccountBody } from "@/shared/contracts/accounts";
import { client, unwrap } from "@/web/lib/api-client";
import { accountKeys } from "./account-keys";

export const createAccount = (body: CreateAccountBody) => unwrap(client.POST("/api/accounts", { body }));

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
