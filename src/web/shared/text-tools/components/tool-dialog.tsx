import { useId, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { headlinesCopy as copy } from "../copy";

/**
 * The frame both tools share: the text to work from (editable), the tool's own fields, the submit button and
 * the results below. The dialog stays open while writing so the results land where the user looks.
 */
export function ToolDialog({
  open,
  onOpenChange,
  title,
  description,
  text,
  onTextChange,
  fields,
  submitLabel,
  busy,
  onSubmit,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  text: string;
  onTextChange: (text: string) => void;
  fields?: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}) {
  const sourceId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onSubmit();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={sourceId} className="text-sm font-medium">
              {copy.source}
            </label>
            <Textarea
              id={sourceId}
              value={text}
              disabled={busy}
              placeholder={copy.sourcePlaceholder}
              onChange={(event) => onTextChange(event.target.value)}
              className="max-h-40 min-h-24"
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">{fields}</div>
            <Button type="submit" disabled={busy || text.trim() === ""}>
              {busy && <Spinner aria-hidden />}
              {busy ? copy.writing : submitLabel}
            </Button>
          </div>
        </form>
        <div aria-live="polite" aria-busy={busy}>
          {children}
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            {copy.cancel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
