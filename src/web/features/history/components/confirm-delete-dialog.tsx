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
import { historyCopy } from "../copy";

interface ConfirmDeleteDialogProps {
  /** The ids about to be deleted (kept while the dialog animates closed). */
  ids: string[];
  open: boolean;
  onCancel: () => void;
  onConfirm: (ids: string[]) => void;
}

export function ConfirmDeleteDialog({ ids, open, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const many = ids.length > 1;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{many ? historyCopy.confirmMany.title(ids.length) : historyCopy.confirmOne.title}</AlertDialogTitle>
          <AlertDialogDescription>{many ? historyCopy.confirmMany.description : historyCopy.confirmOne.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{historyCopy.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => onConfirm(ids)}>
            {historyCopy.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
