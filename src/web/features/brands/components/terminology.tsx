import { Plus, X } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { voiceCopy } from "../copy/voice";
import type { BannedRow, SpellingRow } from "../lib/voice-form";

const copy = voiceCopy.terms;

/** Required spellings and banned words of a brand: two editable lists (issue 27). */
export function Terminology({
  spellings,
  banned,
  disabled,
  onSpellings,
  onBanned,
}: {
  spellings: SpellingRow[];
  banned: BannedRow[];
  disabled: boolean;
  onSpellings: (rows: SpellingRow[]) => void;
  onBanned: (rows: BannedRow[]) => void;
}) {
  return (
    <section aria-labelledby="voice-terms-title" className="flex flex-col gap-3">
      <div>
        <h3 id="voice-terms-title" className="font-medium">
          {copy.title}
        </h3>
        <p className="text-sm text-muted-foreground">{copy.hint}</p>
      </div>
      <TermList
        legend={copy.spellings}
        addLabel={copy.addSpelling}
        rows={spellings}
        disabled={disabled}
        blank={{ use: "", insteadOf: "" }}
        fields={[
          { key: "use", label: copy.use, placeholder: copy.use },
          { key: "insteadOf", label: copy.insteadOf, placeholder: copy.insteadOfPlaceholder },
        ]}
        onChange={onSpellings}
      />
      <TermList
        legend={copy.banned}
        addLabel={copy.addBanned}
        rows={banned}
        disabled={disabled}
        blank={{ word: "", instead: "" }}
        fields={[
          { key: "word", label: copy.word, placeholder: copy.word },
          { key: "instead", label: copy.replacement, placeholder: copy.replacement },
        ]}
        onChange={onBanned}
      />
    </section>
  );
}

/** One list of two-field rows: each row editable and removable, and a button adding a blank one. */
function TermList<Row extends Record<string, string>>({
  legend,
  addLabel,
  rows,
  blank,
  fields,
  disabled,
  onChange,
}: {
  legend: string;
  addLabel: string;
  rows: Row[];
  blank: Row;
  fields: [{ key: keyof Row & string; label: string; placeholder: string }, { key: keyof Row & string; label: string; placeholder: string }];
  disabled: boolean;
  onChange: (rows: Row[]) => void;
}) {
  const [first] = fields;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{copy.none}</p>}
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2">
          {fields.map((field) => (
            <Input
              key={field.key}
              aria-label={field.label}
              placeholder={field.placeholder}
              value={row[field.key]}
              onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, [field.key]: e.target.value } : r)))}
            />
          ))}
          <Button type="button" variant="ghost" size="icon" aria-label={copy.remove(row[first.key] || first.label)} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onChange([...rows, blank])}>
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </fieldset>
  );
}
