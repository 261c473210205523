import type { PromptType } from "@/shared/content-types";
import { Input } from "@/web/components/ui/input";
import { promptsCopy } from "../copy";
import type { PromptDraft, PromptDraftErrors } from "../prompt-form-state";
import { FormField } from "./form-field";
import { PromptTextEditor } from "./prompt-text-editor";
import { PromptTypeSelect } from "./prompt-type-select";

interface PromptFieldsProps {
  idPrefix: string;
  draft: PromptDraft;
  errors: PromptDraftErrors;
  types: readonly PromptType[];
  onChange: (patch: Partial<PromptDraft>) => void;
}

export const fieldId = (prefix: string, field: keyof PromptDraft) => `${prefix}-${field}`;

/** Name, type, description and prompt text: the fields of the create form and of inline edit. */
export function PromptFields({ idPrefix, draft, errors, types, onChange }: PromptFieldsProps) {
  const f = promptsCopy.form;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField id={fieldId(idPrefix, "name")} label={f.name} error={errors.name}>
        {(control) => (
          <Input {...control} value={draft.name} onChange={(e) => onChange({ name: e.target.value })} placeholder={f.namePlaceholder} autoComplete="off" />
        )}
      </FormField>
      <FormField id={fieldId(idPrefix, "type")} label={f.type}>
        {(control) => <PromptTypeSelect {...control} value={draft.type} types={types} onChange={(type) => onChange({ type })} />}
      </FormField>
      <FormField id={fieldId(idPrefix, "description")} label={f.descriptionLabel} optional={f.optional} className="md:col-span-2">
        {(control) => (
          <Input {...control} value={draft.description} onChange={(e) => onChange({ description: e.target.value })} placeholder={f.descriptionPlaceholder} autoComplete="off" />
        )}
      </FormField>
      <FormField id={fieldId(idPrefix, "prompt_text")} label={f.promptText} error={errors.prompt_text} className="md:col-span-2">
        {(control) => (
          <PromptTextEditor {...control} value={draft.prompt_text} onChange={(prompt_text) => onChange({ prompt_text })} placeholder={f.promptTextPlaceholder} />
        )}
      </FormField>
    </div>
  );
}
