import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Connection, ConnectionBody } from "@/shared/contracts/publishing";
import { api } from "@/web/lib/api-client";
import { connectionKeys } from "./get-connections";

export const saveConnection = ({ accountId, body }: { accountId: string; body: ConnectionBody }) => api.put<Connection>(`/account-connections/${accountId}`, body);
export const deleteConnection = (accountId: string) => api.delete(`/account-connections/${accountId}`);

export function useSaveConnection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConnection, onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }) });
}

export function useDeleteConnection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteConnection, onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }) });
}
