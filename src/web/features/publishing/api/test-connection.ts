import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConnectionTest } from "@/shared/contracts/publishing";
import { api } from "@/web/lib/api-client";
import { connectionKeys } from "./get-connections";

export const testConnection = (accountId: string) => api.post<ConnectionTest>(`/account-connections/${accountId}/test`);

/** Signs in to the platform without posting; the answer carries the platform's own reason when it fails. */
export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testConnection, onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }) });
}
