import { useId, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { Square } from "lucide-react";
import { componentsCopy } from "./copy";

const SIZES = { narrow: "sm:max-w-md", normal: undefined, wide: "max-h-[92dvh] overflow-y-auto sm:max-w-2xl" } as const;

export interface ToolDialogTexts {
  title: string;
  description: ReactNode;
  submit: string;
  busy?: string;
  cancel: string;
}

export interface ToolDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's words: title, description, the submit button (and its text while busy), Cancel. */
  texts: ToolDialogTexts;
  onCloseAutoFocus?: (event: Event) => void;
  size?: keyof typeof SIZES;
  /** Called on submit (Enter or the button), never while `busy`. */
  onSubmit: () => void;
  submitIcon?: ReactNode;
  /** A request is running: the button shows a spinner (and `texts.busy`) and does nothing. */
  busy?: boolean;
  submitDisabled?: boolean;
  /** Refuse to close while busy (the answer is handled by the dialog, e.g. it resets or shows results). */
  holdWhileBusy?: boolean;
  /** While busy, a Stop button beside the submit button calls this (the tool aborts its request). */
  onStop?: () => void;
  /**
   * "footer" (default): Cancel and the submit button close the dialog. "workbench": the submit button sits under the
   * fields with `beside` on its left, `results` show below the form (announced as they change) and the footer keeps
   * only Cancel, so the dialog stays open to run again.
   */
  layout?: "footer" | "workbench";
  beside?: ReactNode;
  results?: ReactNode;
  /** Once the tool has answered: shown instead of the form, with these footer actions instead of Cancel and submit. */
  outcome?: { body: ReactNode; actions: ReactNode } | null;
  /** The tool's fields. */
  children: ReactNode;
}

/**
 * The frame of every AI tool dialog (Alternatives, Expand, Ideas, Translate, Repurpose, Headlines, SEO copy): title
 * and description, a form of the tool's fields, Cancel and the submit button with its spinner. Each tool keeps its
 * own fields, state and texts.
 */
export function ToolDialog({
  open,
  onOpenChange,
  texts,
  onCloseAutoFocus,
  size = "normal",
  onSubmit,
  submitIcon,
  busy = false,
  submitDisabled = false,
  holdWhileBusy = false,
  onStop,
  layout = "footer",
  beside,
  results,
  outcome,
  children,
}: ToolDialogProps) {
  const formId = useId();
  const change = (next: boolean) => {
    if (!next && holdWhileBusy && busy) return;
    onOpenChange(next);
  };
  const submit = (
    <>
      {busy && onStop && (
        <Button type="button" variant="outline" onClick={onStop}>
          <Square aria-hidden className="fill-current" />
          {componentsCopy.toolDialog.stop}
        </Button>
      )}
      <Button type="submit" form={formId} disabled={busy || submitDisabled}>
        {busy ? <Spinner aria-hidden /> : submitIcon}
        {busy && texts.busy ? texts.busy : texts.submit}
      </Button>
    </>
  );
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className={SIZES[size]}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {outcome ? (
          outcome.body
        ) : (
          <form
            id={formId}
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) onSubmit();
            }}
          >
            {children}
            {layout === "workbench" && (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap items-center gap-3">{beside}</div>
                <div className="flex flex-wrap items-center gap-2">{submit}</div>
              </div>
            )}
          </form>
        )}
        {layout === "workbench" && (
          <div aria-live="polite" aria-busy={busy}>
            {results}
          </div>
        )}
        <DialogFooter className="gap-2">
          {outcome ? (
            outcome.actions
          ) : (
            <>
              <Button type="button" variant="ghost" disabled={holdWhileBusy && busy} onClick={() => change(false)}>
                {texts.cancel}
              </Button>
              {layout === "footer" && submit}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
