import type { LocalModel } from "@/shared/contracts/local-models";
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
import { formatBytes } from "@/web/lib/files";
import { localModelCopy as copy } from "../copy";

interface RemoveDialogProps {
  model: LocalModel | null;
  onCancel: () => void;
  onConfirm: (model: LocalModel) => void;
}

/** Removing deletes a file of up to a few GB: asked once. */
export function RemoveDialog({ model, onCancel, onConfirm }: RemoveDialogProps) {
  return (
    <AlertDialog open={model !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        {model && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{copy.confirmRemove.title(model.name)}</AlertDialogTitle>
              <AlertDialogDescription>{copy.confirmRemove.description(formatBytes(model.installed?.file_bytes ?? model.size_bytes))}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{copy.confirmRemove.cancel}</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => onConfirm(model)}>
                {copy.confirmRemove.confirm}
              </AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
