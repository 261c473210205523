import { useState, type ReactNode } from "react";
import { messages } from "@/shared/messages";
import { FormError } from "@/web/components/form-error";
import { errorMessage } from "@/web/lib/api-error";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/web/components/ui/alert-dialog";

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's text; "Delete" unless said otherwise. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirming button (deleting, clearing); default true. */
  destructive?: boolean;
  /**
   * What confirming does. Work that may be refused returns its promise: the dialog then stays open, shows
   * `busyLabel` on the button until it settles, closes when it resolves and shows the reason when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The confirming button's text while a returned promise is pending. */
  busyLabel?: string;
  /** Controlled use: a dialog opened by code. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Uncontrolled use: the element that opens it (rendered as the trigger). */
  trigger?: ReactNode;
  /** Where focus goes when it closes (e.g. back to the opener of a controlled dialog). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The one "are you sure?" dialog of the app: deleting a row, resetting a page, leaving or signing out with unsaved work. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
  open,
  onOpenChange,
  trigger,
  busyLabel,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setOpen = (next: boolean) => {
    if (!next) setError(null);
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <AlertDialog open={open ?? ownOpen} onOpenChange={setOpen}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <FormError>{error}</FormError>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? messages.common.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            disabled={busy}
            onClick={(event) => {
              const work = onConfirm();
              if (!work) return;
              event.preventDefault();
              setError(null);
              setBusy(true);
              work.then(
                () => setOpen(false),
                (err: unknown) => setError(errorMessage(err)),
              ).finally(() => setBusy(false));
            }}
          >
            {busy && busyLabel ? busyLabel : (confirmLabel ?? messages.common.delete)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
