import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateAccountBody } from "@/shared/contracts/accounts";
import { client, unwrap } from "@/web/lib/api-client";
import { accountKeys } from "./account-keys";

export const updateAccount = ({ id, body }: { id: string; body: UpdateAccountBody }) => unwrap(client.PATCH("/api/accounts/{id}", { params: { path: { id } }, body }));

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
