import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { historyCopy } from "../copy";

interface ConfirmDeleteDialogProps {
  /** The ids about to be deleted (kept while the dialog animates closed). */
  ids: string[];
  open: boolean;
  onCancel: () => void;
  onConfirm: (ids: string[]) => void;
}

export function ConfirmDeleteDialog({ ids, open, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const texts = ids.length > 1 ? { title: historyCopy.confirmMany.title(ids.length), description: historyCopy.confirmMany.description } : historyCopy.confirmOne;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={texts.title}
      description={texts.description}
      cancelLabel={historyCopy.cancel}
      confirmLabel={historyCopy.confirm}
      onConfirm={() => onConfirm(ids)}
    />
  );
}
