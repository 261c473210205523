import { useMutation } from "@tanstack/react-query";
import type { Prompt } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { ApiError, client, unwrap } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";

export const copyLibraryPrompt = (id: string) => unwrap(client.POST("/api/prompt-library/{id}/copy", { params: { path: { id } } }));

/** The spec's library-add messages (§8), chosen from the failure. */
export function copyErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return messages.library.addUnexpected;
  if (err.status === 401) return messages.library.mustBeLoggedIn;
  if (err.status === 409) return messages.library.duplicate;
  return messages.library.addFailed;
}

/** Adds a library prompt to the user's prompts (created active); `onAdded` lets the page refresh its prompt lists. */
export function useCopyLibraryPrompt(onAdded?: (prompt: Prompt) => void) {
  return useMutation({
    mutationFn: copyLibraryPrompt,
    onSuccess: (prompt) => {
      toast.success(messages.common.success, messages.library.added);
      onAdded?.(prompt);
    },
    onError: (err) => {
      toast.error(messages.common.error, copyErrorMessage(err));
    },
  });
}
