import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdatePromptInput } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { client, unwrap } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { queryRoots } from "@/web/lib/query-roots";

export const patchPrompt = (id: string, body: UpdatePromptInput) => unwrap(client.PATCH("/api/prompts/{id}", { params: { path: { id } }, body }));

/** The side panel's inline edit; every prompt list in the app refetches afterwards. */
export function useUpdatePagePrompt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePromptInput }) => patchPrompt(id, body),
    onSuccess: () => {
      toast.success(messages.common.success, messages.prompts.updated);
      return qc.invalidateQueries({ queryKey: queryRoots.prompts });
    },
    onError: () => {
      toast.error(messages.common.error, messages.prompts.updateFailed);
    },
  });
}
