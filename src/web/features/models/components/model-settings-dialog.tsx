import { useState, type FormEvent } from "react";
import { MODEL_TYPES, type AiModel, type ModelType } from "@/shared/contracts/models";
import { Field } from "@/web/components/field";
import { FormError } from "@/web/components/form-error";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useUpdateModel } from "../api/update-model";
import { modelActionCopy as a, modelCopy } from "../copy";
import { settingsBody, settingsOf, type ModelSettingsValues } from "./model-settings-form";

/** A model's own settings (admin): display name, model id, type, temperature and max output tokens. */
export function ModelSettingsDialog({ model, onOpenChange }: { model: AiModel | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={Boolean(model)} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{model ? a.dialogTitle(model.name) : ""}</DialogTitle>
          <DialogDescription>{a.dialogDescription}</DialogDescription>
        </DialogHeader>
        {model && <SettingsForm model={model} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ model, onDone }: { model: AiModel; onDone: () => void }) {
  const [values, setValues] = useState<ModelSettingsValues>(() => settingsOf(model));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateModel();
  const set = (patch: Partial<ModelSettingsValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let body;
    try {
      body = settingsBody(values, model);
    } catch (err) {
      return setError(errorMessage(err));
    }
    if (!Object.keys(body).length) return onDone();
    update.mutate(
      { id: model.id, body },
      {
        onSuccess: () => {
          toast.success(a.saved);
          onDone();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <Field id="model-name" label={a.name}>
        <Input id="model-name" value={values.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field id="model-model-id" label={a.modelId} className="min-w-0">
          <Input id="model-model-id" className="font-mono" value={values.modelId} maxLength={300} onChange={(e) => set({ modelId: e.target.value })} />
        </Field>
        <Field id="model-type" label={a.type}>
          <NativeSelect id="model-type" value={values.type} onChange={(e) => set({ type: e.target.value as ModelType })}>
            {MODEL_TYPES.map((t) => (
              <option key={t} value={t}>
                {modelCopy.types[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="model-temperature" label={a.temperature} hint={a.temperatureHint}>
          <Input
            id="model-temperature"
            type="number"
            inputMode="decimal"
            min={0}
            max={2}
            step={0.1}
            aria-describedby="model-temperature-note"
            value={values.temperature}
            onChange={(e) => set({ temperature: e.target.value })}
          />
        </Field>
        <Field id="model-max-tokens" label={a.maxTokens} hint={a.maxTokensHint}>
          <Input
            id="model-max-tokens"
            type="number"
            inputMode="numeric"
            min={1}
            max={200000}
            step={1}
            aria-describedby="model-max-tokens-note"
            value={values.maxTokens}
            onChange={(e) => set({ maxTokens: e.target.value })}
          />
        </Field>
      </div>
      <FormError>{error}</FormError>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {a.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? a.saving : a.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
