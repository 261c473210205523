import type { Blocker } from "react-router";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { contentCopy } from "../copy";
import { focusReturn } from "@/web/lib/focus-return";

/** The leave warning (spec §4) for in-app navigation held by the blocker. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const copy = contentCopy.leave;
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}
      title={copy.title}
      description={copy.description}
      cancelLabel={copy.stay}
      confirmLabel={copy.leave}
      onConfirm={() => {
        if (blocker.state === "blocked") blocker.proceed();
      }}
    />
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={focusReturn(opener)}
      title={copy.title}
      description={copy.description}
      cancelLabel={contentCopy.post.cancel}
      confirmLabel={copy.confirm}
      onConfirm={onConfirm}
    />
  );
}
