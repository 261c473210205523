import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/shared/messages";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { modelKeys } from "@/web/lib/models-query";
import { patchCachedModels } from "./model-cache";

export const setDefaultModel = (id: string) => unwrap(client.POST("/api/models/{id}/default", { params: { path: { id } } }));

/** Makes a model the default (admin): the server clears the others, activates this one and tells every client. */
export function useSetDefaultModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultModel,
    onMutate: (id) => patchCachedModels(queryClient, (m) => ({ ...m, is_default: m.id === id, is_active: m.id === id ? true : m.is_active })),
    onError: (err, _id, rollback) => {
      rollback?.();
      toast.error(messages.models.setDefaultFailed, errorMessage(err));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
