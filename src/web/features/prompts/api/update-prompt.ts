import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdatePromptInput } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { client, unwrap } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { replacePrompt, updateLists } from "./prompt-cache";
import { promptKeys } from "./prompt-keys";

export const updatePrompt = (id: string, body: UpdatePromptInput) => unwrap(client.PATCH("/api/prompts/{id}", { params: { path: { id } }, body }));

/** Saves an edit; the cached lists show the saved prompt at once, then refetch (its type may have changed). */
export function useUpdatePrompt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePromptInput }) => updatePrompt(id, body),
    onSuccess: (saved) => {
      updateLists(qc, replacePrompt(saved));
      toast.success(messages.common.success, messages.prompts.updated);
      return qc.invalidateQueries({ queryKey: promptKeys.all });
    },
    onError: () => {
      toast.error(messages.common.error, messages.prompts.updateFailed);
    },
  });
}
