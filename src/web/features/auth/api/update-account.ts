import { useMutation } from "@tanstack/react-query";
import type { UserDto } from "@/shared/contracts/auth";
import { api } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/use-auth";

export interface AccountChange {
  email?: string;
  password?: string;
  current_password: string;
}

export function updateAccount(change: AccountChange): Promise<UserDto> {
  return api.put<UserDto>("/auth/user", change);
}

/** Changes the email (pending until the new address confirms) or the password; both need the current password. */
export function useUpdateAccount() {
  const { store } = useAuth();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => store.updateUser(user),
  });
}
