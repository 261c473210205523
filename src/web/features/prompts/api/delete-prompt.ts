import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/shared/messages";
import { client, unwrap } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { restoreLists, snapshotLists, updateLists } from "./prompt-cache";
import { promptKeys } from "./prompt-keys";

export const deletePrompt = (id: string) => unwrap(client.DELETE("/api/prompts/{id}", { params: { path: { id } } }));

/** Removes the prompt from every list at once (spec §4) and restores it if the call fails. */
export function useDeletePrompt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePrompt,
    onMutate: async (id: string) => {
      const snapshot = await snapshotLists(qc);
      updateLists(qc, (prompts) => prompts.filter((p) => p.id !== id));
      return { snapshot };
    },
    onSuccess: () => {
      toast.success(messages.common.success, messages.prompts.deleted);
    },
    onError: (_err, _id, context) => {
      if (context) restoreLists(qc, context.snapshot);
      toast.error(messages.common.error, messages.prompts.deleteFailed);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
