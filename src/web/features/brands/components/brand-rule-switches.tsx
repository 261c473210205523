import { Controller, type Control } from "react-hook-form";
import { Switch } from "@/web/components/ui/switch";
import { brandCopy } from "../copy";
import type { BrandFormValues } from "../lib/brand-form-values";

const RULES = ["no_dashes", "no_semicolons", "no_emojis"] as const;

/** The brand's writing rules as three switches. */
export function BrandRuleSwitches({ control, idPrefix }: { control: Control<BrandFormValues>; idPrefix: string }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">{brandCopy.rulesTitle}</legend>
      <p className="-mt-1 text-xs text-muted-foreground">{brandCopy.hints.rules}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {RULES.map((rule) => (
          <Controller
            key={rule}
            control={control}
            name={rule}
            render={({ field }) => (
              <div className="flex items-center justify-between gap-3 sm:justify-start">
                <label htmlFor={`${idPrefix}-${rule}`} className="flex flex-col text-sm">
                  <span className="font-medium">{brandCopy.fields[rule]}</span>
                  <span className="text-xs text-muted-foreground">{brandCopy.hints[rule]}</span>
                </label>
                <Switch id={`${idPrefix}-${rule}`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} className="sm:order-first" />
              </div>
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
