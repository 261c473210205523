import type { Blocker } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { contentCopy } from "../copy";
import { focusReturn } from "./focus-return";

/** The leave warning (spec §4) for in-app navigation held by the blocker. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const copy = contentCopy.leave;
  return (
    <AlertDialog open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{copy.title}</AlertDialogTitle>
          <AlertDialogDescription>{copy.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{copy.stay}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => blocker.state === "blocked" && blocker.proceed()}>
            {copy.leave}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Reset removes every row and post of the page, so it asks first. */
export function ResetDialog({
  open,
  opener,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  opener: HTMLElement | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const copy = contentCopy.reset;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={focusReturn(opener)}>
        <AlertDialogHeader>
          <AlertDialogTitle>{copy.title}</AlertDialogTitle>
          <AlertDialogDescription>{copy.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{contentCopy.post.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {copy.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
