import type { ComponentProps } from "react";
import { NativeSelect } from "@/web/components/ui/native-select";
import { defaultModelOf, type ModelOption } from "@/web/lib/models-query";
import { modelsCopy } from "./copy";

/** The model a choice stands for: the chosen one while it is listed, else the default of the list ("" for none). */
export function shownModelId(models: readonly ModelOption[], chosen: string | null | undefined): string {
  if (chosen && (models.length === 0 || models.some((m) => m.id === chosen))) return chosen;
  return defaultModelOf(models)?.id ?? "";
}

/**
 * The model picker of every generation (a content page's rows, the headline and SEO tools): the active models of
 * one kind by name, the default preselected; with none listed it says the server's default is used.
 */
export function ModelSelect({
  models,
  value,
  onChange,
  disabled,
  ...select
}: Omit<ComponentProps<typeof NativeSelect>, "value" | "onChange" | "children"> & {
  models: readonly ModelOption[];
  /** The model shown (see shownModelId). */
  value: string;
  onChange: (modelId: string) => void;
}) {
  return (
    <NativeSelect {...select} value={value} disabled={disabled || models.length === 0} onChange={(event) => onChange(event.target.value)}>
      {models.length === 0 && <option value="">{modelsCopy.defaultModel}</option>}
      {models.map((model) => (
        <option key={model.id} value={model.id}>
          {model.name}
        </option>
      ))}
    </NativeSelect>
  );
}
