import { useEffect, useState, type FormEvent } from "react";
import { PROMPT_EDIT_TYPES } from "@/shared/content-types";
import type { Prompt } from "@/shared/contracts/prompts";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useUpdatePrompt } from "../api/update-prompt";
import { promptsCopy } from "../copy";
import { hasDraftErrors, toPromptBody, validatePromptDraft, type PromptDraft, type PromptDraftErrors } from "../prompt-form-state";
import { useCapability } from "@/web/lib/workspace-role";
import { RoleReason } from "@/web/components/role-reason";
import { fieldId, PromptFields } from "./prompt-fields";

interface PromptEditCardProps {
  prompt: Prompt;
  onDone: () => void;
}

/** A prompt in edit mode (one card at a time); ends with Save or Cancel. */
export function PromptEditCard({ prompt, onDone }: PromptEditCardProps) {
  const update = useUpdatePrompt();
  const write = useCapability("write");
  const idPrefix = `edit-${prompt.id}`;
  const [draft, setDraft] = useState<PromptDraft>({
    name: prompt.name,
    description: prompt.description ?? "",
    prompt_text: prompt.prompt_text,
    type: prompt.type,
  });
  const [errors, setErrors] = useState<PromptDraftErrors>({});

  useEffect(() => {
    document.getElementById(fieldId(idPrefix, "name"))?.focus();
  }, [idPrefix]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validatePromptDraft(draft);
    setErrors(found);
    if (hasDraftErrors(found)) {
      document.getElementById(fieldId(idPrefix, found.name ? "name" : "prompt_text"))?.focus();
      return;
    }
    update.mutate({ id: prompt.id, body: toPromptBody(draft) }, { onSuccess: onDone });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={promptsCopy.edit.title(prompt.name)}
      className="flex flex-col gap-4 rounded-xl border border-primary/40 bg-card p-5 shadow-sm ring-2 ring-primary/10 md:col-span-2 xl:col-span-3"
    >
      <h3 className="font-semibold">{promptsCopy.edit.title(prompt.name)}</h3>
      <PromptFields idPrefix={idPrefix} draft={draft} errors={errors} types={PROMPT_EDIT_TYPES} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <RoleReason reason={write.reason} className="sm:mr-auto" />
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {promptsCopy.edit.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending || !write.allowed} title={write.reason ?? undefined}>
          {update.isPending && <Spinner />}
          {update.isPending ? promptsCopy.edit.saving : promptsCopy.edit.save}
        </Button>
      </div>
    </form>
  );
}
