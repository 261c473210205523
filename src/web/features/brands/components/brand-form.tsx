import { useId } from "react";
import { useForm } from "react-hook-form";
import { LANGUAGES } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Textarea } from "@/web/components/ui/textarea";
import { brandCopy } from "../copy";
import { emptyBrandForm, type BrandFormValues } from "../lib/brand-form-values";
import { BrandRuleSwitches } from "./brand-rule-switches";
import { Field } from "@/web/components/field";

type TextField = "mission" | "vision" | "target_audience" | "brand_voice" | "key_messaging" | "content_guidelines" | "additional_notes";

interface BrandFormProps {
  defaultValues?: BrandFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves true when saved; the form then resets when `resetOnSuccess`. */
  onSubmit: (values: BrandFormValues) => Promise<boolean>;
  onCancel?: () => void;
  resetOnSuccess?: boolean;
  /** Why the user may not save (their workspace role): the submit is disabled with this reason beside it. */
  disabledReason?: string | null;
}

/** Every brand_strategy field of spec §3; the brand name is required. */
export function BrandForm({ defaultValues = emptyBrandForm, submitLabel, pendingLabel, onSubmit, onCancel, resetOnSuccess, disabledReason }: BrandFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const { register, control, handleSubmit, reset, formState } = useForm<BrandFormValues>({ defaultValues });
  const nameError = formState.errors.brand_name?.message;

  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit(values);
    if (saved && resetOnSuccess) reset(emptyBrandForm);
  });

  const textArea = (name: TextField) => (
    <Field id={id(name)} label={brandCopy.fields[name]}>
      <Textarea id={id(name)} rows={2} className="min-h-16" {...register(name)} />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={id("brand_name")} label={`${brandCopy.fields.brand_name} *`} error={nameError} className="md:col-span-2">
          <Input
            id={id("brand_name")}
            autoComplete="off"
            aria-required="true"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? id("brand_name-note") : undefined}
            {...register("brand_name", { validate: (v) => v.trim() !== "" || messages.brands.nameRequired })}
          />
        </Field>
        {textArea("mission")}
        {textArea("vision")}
        {textArea("target_audience")}
        {textArea("brand_voice")}
        <div className="md:col-span-2">{textArea("key_messaging")}</div>
        <Field id={id("spelling_preference")} label={brandCopy.fields.spelling_preference}>
          <NativeSelect id={id("spelling_preference")} {...register("spelling_preference")}>
            <option value="none">{brandCopy.spelling.none}</option>
            <option value="american">{brandCopy.spelling.american}</option>
            <option value="british">{brandCopy.spelling.british}</option>
          </NativeSelect>
        </Field>
        <Field id={id("language")} label={brandCopy.fields.language} hint={brandCopy.hints.language}>
          <NativeSelect id={id("language")} aria-describedby={id("language-note")} {...register("language")}>
            <option value="">{brandCopy.languageDefault}</option>
            {LANGUAGES.filter((l) => l.code !== "en").map((l) => (
              <option key={l.code} value={l.code}>
                {l.name} · {l.native}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id("key_topics")} label={brandCopy.fields.key_topics} hint={brandCopy.hints.key_topics}>
          <Input id={id("key_topics")} aria-describedby={id("key_topics-note")} {...register("key_topics")} />
        </Field>
        <div className="md:col-span-2">
          <BrandRuleSwitches control={control} idPrefix={idPrefix} />
        </div>
        {textArea("content_guidelines")}
        {textArea("additional_notes")}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {messages.common.cancel}
          </Button>
        )}
        {disabledReason && <p className="text-sm text-muted-foreground sm:mr-auto sm:self-center">{disabledReason}</p>}
        <Button type="submit" disabled={formState.isSubmitting || Boolean(disabledReason)} title={disabledReason ?? undefined}>
          {formState.isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
