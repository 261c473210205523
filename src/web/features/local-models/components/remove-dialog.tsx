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
  /** Remove an installed model, or cancel a download and delete its partial file. */
  action?: "remove" | "cancel";
  onCancel: () => void;
  onConfirm: (model: LocalModel) => void;
}

/** Removing a model, or cancelling a download, deletes a file of up to a few GB: asked once. */
export function RemoveDialog({ model, action = "remove", onCancel, onConfirm }: RemoveDialogProps) {
  const texts = action === "cancel" ? copy.confirmCancel : copy.confirmRemove;
  const size = (m: LocalModel) => formatBytes(action === "cancel" ? (m.download?.received_bytes ?? 0) : (m.installed?.file_bytes ?? m.size_bytes));
  return (
    <AlertDialog open={model !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        {model && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{texts.title(model.name)}</AlertDialogTitle>
              <AlertDialogDescription>{texts.description(size(model))}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => onConfirm(model)}>
                {texts.confirm}
              </AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
