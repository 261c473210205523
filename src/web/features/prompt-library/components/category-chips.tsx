import { PROMPT_TYPE_LABELS } from "@/shared/content-types";
import { cn } from "@/web/lib/cn";
import { libraryCopy } from "../copy";
import { LIBRARY_CHIPS, type LibraryChip } from "../library-filter";

interface CategoryChipsProps {
  value: LibraryChip;
  counts: Record<LibraryChip, number>;
  onChange: (chip: LibraryChip) => void;
}

/** Toggle buttons for the library's types; the chosen one is pressed. */
export function CategoryChips({ value, counts, onChange }: CategoryChipsProps) {
  return (
    <div role="group" aria-label={libraryCopy.categoriesLabel} className="flex flex-wrap gap-2">
      {LIBRARY_CHIPS.map((chip) => {
        const pressed = chip === value;
        return (
          <button
            key={chip}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              pressed ? "border-primary bg-primary text-primary-foreground" : "bg-background text-foreground hover:bg-accent hover:text-accent-foreground",
            )}
          >
            {chip === "all" ? libraryCopy.all : PROMPT_TYPE_LABELS[chip]}
            <span aria-hidden="true" className={cn("text-xs tabular-nums", pressed ? "text-primary-foreground" : "text-muted-foreground")}>
              {counts[chip]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
