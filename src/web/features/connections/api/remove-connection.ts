import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { modelKeys } from "@/web/lib/models-query";

export const removeConnection = (id: string) => unwrap(client.DELETE("/api/connections/{id}", { params: { path: { id } } }));

/** Removes a connection and its models (admin); the server refuses while it serves the default model, with why. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeConnection, onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }) });
}
