import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/shared/messages";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { modelKeys } from "@/web/lib/models-query";
import { patchCachedModels } from "./model-cache";

export const updateModelStatus = ({ id, isActive }: { id: string; isActive: boolean }) => unwrap(client.PATCH("/api/models/{id}", { params: { path: { id } }, body: { is_active: isActive } }));

/** Switches a model on or off (admin). The switch moves at once and moves back if the server refuses. */
export function useUpdateModelStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModelStatus,
    onMutate: ({ id, isActive }) => patchCachedModels(queryClient, (m) => (m.id === id ? { ...m, is_active: isActive } : m)),
    onError: (err, _vars, rollback) => {
      rollback?.();
      toast.error(messages.models.updateStatusFailed, errorMessage(err));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
