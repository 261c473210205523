import { useId, useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { MarkdownText } from "@/web/components/markdown-text";
import { Button } from "@/web/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/web/components/ui/sheet";
import { Textarea } from "@/web/components/ui/textarea";
import { contentCopy } from "../copy";
import { focusReturn, type Opener } from "@/web/lib/focus-return";

const copy = contentCopy.adjust;

/** A quick adjustment joins the notes already written ("Make it shorter, more formal"). */
const appendNote = (current: string, suggestion: string) => {
  const base = current.trim().replace(/[.,;]+$/, "");
  return base ? `${base}, ${suggestion.charAt(0).toLowerCase()}${suggestion.slice(1)}` : suggestion;
};

/** The Adjust Post side panel: notes on what to change; send is disabled while they are blank (spec §5). */
export function AdjustPostSheet({
  open,
  post,
  opener,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  post: string;
  opener: Opener;
  onOpenChange: (open: boolean) => void;
  onSubmit: (notes: string) => void;
}) {
  const [notes, setNotes] = useState("");
  const notesId = useId();
  const close = (next: boolean) => {
    if (!next) setNotes("");
    onOpenChange(next);
  };
  return (
    <Sheet open={open} onOpenChange={close}>
      <SheetContent onCloseAutoFocus={focusReturn(opener)} className="sm:max-w-lg">
        <SheetHeader className="border-b">
          <SheetTitle>{copy.title}</SheetTitle>
          <SheetDescription>{copy.description}</SheetDescription>
        </SheetHeader>
        <form
          className="flex min-h-0 flex-1 flex-col gap-4 px-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (notes.trim() === "") return;
            onSubmit(notes.trim());
            close(false);
          }}
        >
          <section className="flex min-h-0 flex-col gap-1.5">
            <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{copy.current}</h3>
            <div className="max-h-64 overflow-y-auto rounded-lg border bg-muted/40 px-3 py-2.5 text-sm leading-relaxed">
              <MarkdownText text={post} />
            </div>
          </section>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={notesId} className="text-sm font-medium">
              {copy.notes}
            </label>
            <Textarea
              id={notesId}
              autoFocus
              value={notes}
              placeholder={copy.notesPlaceholder}
              onChange={(event) => setNotes(event.target.value)}
              className="min-h-28"
            />
            <ul aria-label={copy.suggestionsLabel} className="flex flex-wrap gap-1.5 pt-1">
              {copy.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    onClick={() => setNotes((current) => appendNote(current, suggestion))}
                    className="rounded-full border bg-background px-2.5 py-1 text-xs font-medium text-muted-foreground transition-colors outline-none hover:border-primary/40 hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <SheetFooter className="px-0">
            <Button type="button" variant="ghost" onClick={() => close(false)}>
              {contentCopy.post.cancel}
            </Button>
            <Button type="submit" disabled={notes.trim() === ""}>
              <SlidersHorizontal aria-hidden />
              {copy.submit}
            </Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  );
}
