import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/shared/messages";
import { toast } from "@/web/lib/toast";
import { restoreLists, snapshotLists, updateLists } from "./prompt-cache";
import { promptKeys } from "./prompt-keys";
import { updatePrompt } from "./update-prompt";

/** Flips a prompt's Active/Inactive flag at once; puts it back if the server refuses. */
export function useTogglePrompt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => updatePrompt(id, { is_active: isActive }),
    onMutate: async ({ id, isActive }) => {
      const snapshot = await snapshotLists(qc);
      updateLists(qc, (prompts) => prompts.map((p) => (p.id === id ? { ...p, is_active: isActive } : p)));
      return { snapshot };
    },
    onSuccess: (saved) => {
      toast.success(messages.common.success, saved.is_active ? messages.prompts.activated : messages.prompts.deactivated);
    },
    onError: (_err, _vars, context) => {
      if (context) restoreLists(qc, context.snapshot);
      toast.error(messages.common.error, messages.prompts.toggleFailed);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
