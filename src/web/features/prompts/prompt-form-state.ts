import type { PromptType } from "@/shared/content-types";
import { messages } from "@/shared/messages";

export interface PromptDraft {
  name: string;
  description: string;
  prompt_text: string;
  type: PromptType;
}

export type PromptDraftErrors = Partial<Record<"name" | "prompt_text", string>>;

/** Name and prompt text are required (spec §5); description is optional. */
export function validatePromptDraft(draft: Pick<PromptDraft, "name" | "prompt_text">): PromptDraftErrors {
  const errors: PromptDraftErrors = {};
  if (!draft.name.trim()) errors.name = messages.prompts.nameRequired;
  if (!draft.prompt_text.trim()) errors.prompt_text = messages.prompts.promptTextRequired;
  return errors;
}

export const hasDraftErrors = (errors: PromptDraftErrors) => Object.keys(errors).length > 0;

/** The body sent to the API: trimmed, a blank description sent as null. */
export function toPromptBody(draft: PromptDraft) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    prompt_text: draft.prompt_text,
    type: draft.type,
  };
}
