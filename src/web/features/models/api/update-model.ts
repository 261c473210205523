import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AiModel, UpdateModelBody } from "@/shared/contracts/models";
import { client, unwrap } from "@/web/lib/api-client";
import { modelKeys } from "@/web/lib/models-query";

export const updateModel = ({ id, body }: { id: string; body: UpdateModelBody }): Promise<AiModel> =>
  unwrap(client.PATCH("/api/models/{id}", { params: { path: { id } }, body }));

/** Renames a model or changes its id, type, temperature or max output tokens (admin). */
export function useUpdateModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateModel, onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }) });
}
