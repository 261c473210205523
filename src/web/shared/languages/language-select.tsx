import { useId } from "react";
import { isLanguageCode, languageName, LANGUAGES, type LanguageCode } from "@/shared/languages";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { cn } from "@/web/lib/cn";
import { languageCopy } from "./copy";
import { useWritableLanguages } from "./use-writable-languages";

const optionLabel = (l: (typeof LANGUAGES)[number]) => (l.name === l.native ? l.name : `${l.name} · ${l.native}`);

/**
 * A select of the 30 output languages; the brand's language is marked as the default. While the default model
 * is the demo writer, the languages it cannot write are marked, and a chosen one says so beside the select
 * before any click on Generate.
 */
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
  const noteId = useId();
  const writable = useWritableLanguages();
  const optionText = (l: (typeof LANGUAGES)[number]) => {
    const base = l.code === brandLanguage && brandLanguage !== "en" ? languageCopy.brandDefault(optionLabel(l)) : optionLabel(l);
    return writable.canWrite(l.code) ? base : languageCopy.notWithDemo(base);
  };
  const blocked = !writable.canWrite(value);
  return (
    <div className={cn("flex max-w-md flex-wrap items-center gap-x-2 gap-y-1", className)}>
      <Label htmlFor={id} className={cn("shrink-0 text-sm text-muted-foreground", hideLabel && "sr-only")}>
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        title={languageCopy.hint}
        aria-describedby={blocked ? noteId : undefined}
        wrapperClassName="w-auto min-w-40 max-w-64"
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) onChange(event.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {optionText(l)}
          </option>
        ))}
      </NativeSelect>
      {blocked && (
        <p id={noteId} role="note" data-testid="language-demo-note" className="max-w-80 basis-full text-xs text-amber-700 dark:text-amber-300">
          {languageCopy.demoCannotWrite(languageName(value))}
        </p>
      )}
    </div>
  );
}
