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
  const setSpelling = (i: number, patch: Partial<SpellingRow>) => onSpellings(spellings.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const setBanned = (i: number, patch: Partial<BannedRow>) => onBanned(banned.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <section aria-labelledby="voice-terms-title" className="flex flex-col gap-3">
      <div>
        <h3 id="voice-terms-title" className="font-medium">
          {copy.title}
        </h3>
        <p className="text-sm text-muted-foreground">{copy.hint}</p>
      </div>

      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">{copy.spellings}</legend>
        {spellings.length === 0 && <p className="text-sm text-muted-foreground">{copy.none}</p>}
        {spellings.map((row, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2">
            <Input aria-label={copy.use} placeholder={copy.use} value={row.use} onChange={(e) => setSpelling(i, { use: e.target.value })} />
            <Input aria-label={copy.insteadOf} placeholder={copy.insteadOfPlaceholder} value={row.insteadOf} onChange={(e) => setSpelling(i, { insteadOf: e.target.value })} />
            <Button type="button" variant="ghost" size="icon" aria-label={copy.remove(row.use || copy.use)} onClick={() => onSpellings(spellings.filter((_, j) => j !== i))}>
              <X aria-hidden />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onSpellings([...spellings, { use: "", insteadOf: "" }])}>
          <Plus aria-hidden />
          {copy.addSpelling}
        </Button>
      </fieldset>

      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">{copy.banned}</legend>
        {banned.length === 0 && <p className="text-sm text-muted-foreground">{copy.none}</p>}
        {banned.map((row, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2">
            <Input aria-label={copy.word} placeholder={copy.word} value={row.word} onChange={(e) => setBanned(i, { word: e.target.value })} />
            <Input aria-label={copy.replacement} placeholder={copy.replacement} value={row.instead} onChange={(e) => setBanned(i, { instead: e.target.value })} />
            <Button type="button" variant="ghost" size="icon" aria-label={copy.remove(row.word || copy.word)} onClick={() => onBanned(banned.filter((_, j) => j !== i))}>
              <X aria-hidden />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onBanned([...banned, { word: "", instead: "" }])}>
          <Plus aria-hidden />
          {copy.addBanned}
        </Button>
      </fieldset>
    </section>
  );
}
