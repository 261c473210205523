import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { modelKeys } from "@/web/lib/models-query";

export const deleteModel = (id: string) => unwrap(client.DELETE("/api/models/{id}", { params: { path: { id } } }));

/** Deletes a model (admin); the server refuses the default one, with the reason. */
export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteModel, onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }) });
}
