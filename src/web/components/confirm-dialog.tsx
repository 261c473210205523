import type { ReactNode } from "react";
import { messages } from "@/shared/messages";
import { FormError } from "@/web/components/form-error";
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
  onConfirm: () => void;
  /** Controlled use: a dialog opened by code. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Uncontrolled use: the element that opens it (rendered as the trigger). */
  trigger?: ReactNode;
  /**
   * Work that may be refused: confirming does not close the dialog (the caller closes it on success), the button
   * shows `busyLabel` while `busy`, and `error` (the server's reason) is shown above the buttons.
   */
  async?: { busy: boolean; busyLabel: string; error: ReactNode };
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
  async: work,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {work && <FormError>{work.error}</FormError>}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? messages.common.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            disabled={work?.busy}
            onClick={(event) => {
              if (work) event.preventDefault();
              onConfirm();
            }}
          >
            {work?.busy ? work.busyLabel : (confirmLabel ?? messages.common.delete)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
