import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePromptInput } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { client, unwrap } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { promptKeys } from "./prompt-keys";

export const createPrompt = (body: CreatePromptInput) => unwrap(client.POST("/api/prompts", { body }));

export function useCreatePrompt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPrompt,
    onSuccess: () => {
      toast.success(messages.common.success, messages.prompts.created);
      return qc.invalidateQueries({ queryKey: promptKeys.all });
    },
    onError: () => {
      toast.error(messages.common.error, messages.prompts.createFailed);
    },
  });
}
