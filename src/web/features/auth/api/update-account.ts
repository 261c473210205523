import { useMutation } from "@tanstack/react-query";
import { type ApiBody, client, unwrap } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/use-auth";

export type AccountChange = ApiBody<"/api/auth/user", "put">;

export function updateAccount(change: AccountChange) {
  return unwrap(client.PUT("/api/auth/user", { body: change }));
}

/** Changes the email (pending until the new address confirms) or the password; both need the current password. */
export function useUpdateAccount() {
  const { store } = useAuth();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => store.updateUser(user),
  });
}
