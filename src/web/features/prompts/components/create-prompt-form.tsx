import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PROMPT_CREATE_TYPES } from "@/shared/content-types";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useCreatePrompt } from "../api/create-prompt";
import { promptsCopy } from "../copy";
import { hasDraftErrors, toPromptBody, validatePromptDraft, type PromptDraft, type PromptDraftErrors } from "../prompt-form-state";
import { useCapability } from "@/web/lib/workspace-role";
import { RoleReason } from "@/web/components/role-reason";
import { fieldId, PromptFields } from "./prompt-fields";

const EMPTY: PromptDraft = { name: "", description: "", prompt_text: "", type: "social_media" };
const ID = "create-prompt";

export function CreatePromptForm() {
  const create = useCreatePrompt();
  const write = useCapability("write");
  const [draft, setDraft] = useState<PromptDraft>(EMPTY);
  const [errors, setErrors] = useState<PromptDraftErrors>({});

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validatePromptDraft(draft);
    setErrors(found);
    if (hasDraftErrors(found)) {
      document.getElementById(fieldId(ID, found.name ? "name" : "prompt_text"))?.focus();
      return;
    }
    create.mutate({ ...toPromptBody(draft), is_active: true }, { onSuccess: () => setDraft((d) => ({ ...EMPTY, type: d.type })) });
  }

  return (
    <Card role="region" aria-labelledby={`${ID}-title`} className="gap-5">
      <CardHeader>
        <CardTitle asChild id={`${ID}-title`} className="text-lg">
          <h2>{promptsCopy.form.title}</h2>
        </CardTitle>
        <CardDescription>{promptsCopy.form.description}</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <CardContent>
          <PromptFields
            idPrefix={ID}
            draft={draft}
            errors={errors}
            types={PROMPT_CREATE_TYPES}
            onChange={(patch) => {
              setDraft((d) => ({ ...d, ...patch }));
              setErrors((prev) => {
                const next = { ...prev };
                if (patch.name !== undefined) delete next.name;
                if (patch.prompt_text !== undefined) delete next.prompt_text;
                return next;
              });
            }}
          />
        </CardContent>
        <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <RoleReason reason={write.reason} className="sm:mr-auto" />
          <Button type="submit" disabled={create.isPending || !write.allowed} title={write.reason ?? undefined} className="w-full sm:w-auto">
            {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
            {create.isPending ? promptsCopy.form.submitting : promptsCopy.form.submit}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
