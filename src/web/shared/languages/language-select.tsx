import { useId } from "react";
import { isLanguageCode, LANGUAGES, type LanguageCode } from "@/shared/languages";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { cn } from "@/web/lib/cn";
import { languageCopy } from "./copy";

const optionLabel = (l: (typeof LANGUAGES)[number]) => (l.name === l.native ? l.name : `${l.name} · ${l.native}`);

/** A select of the 30 output languages; the brand's language is marked as the default. */
export function LanguageSelect({
  value,
  onChange,
  brandLanguage,
  label = languageCopy.label,
  hideLabel = false,
  className,
}: {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  brandLanguage?: LanguageCode;
  label?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Label htmlFor={id} className={cn("shrink-0 text-sm text-muted-foreground", hideLabel && "sr-only")}>
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        title={languageCopy.hint}
        wrapperClassName="w-auto min-w-40"
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) onChange(event.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.code === brandLanguage && brandLanguage !== "en" ? languageCopy.brandDefault(optionLabel(l)) : optionLabel(l)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
