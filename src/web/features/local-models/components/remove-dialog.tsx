import { useState } from "react";
import type { LocalModel } from "@/shared/contracts/local-models";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { formatBytes } from "@/web/lib/files";
import { localModelCopy as copy } from "../copy";

interface RemoveDialogProps {
  model: LocalModel | null;
  onCancel: () => void;
  onConfirm: (model: LocalModel) => void;
}

/** Removing deletes a file of up to a few GB: asked once, with the app's one confirm dialog. */
export function RemoveDialog({ model, onCancel, onConfirm }: RemoveDialogProps) {
  // The last model asked about stays in the texts while the dialog animates out.
  const [shown, setShown] = useState(model);
  if (model && model !== shown) setShown(model);
  return (
    <ConfirmDialog
      open={model !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={shown ? copy.confirmRemove.title(shown.name) : ""}
      description={shown ? copy.confirmRemove.description(formatBytes(shown.installed?.file_bytes ?? shown.size_bytes)) : ""}
      cancelLabel={copy.confirmRemove.cancel}
      confirmLabel={copy.confirmRemove.confirm}
      onConfirm={() => {
        if (model) onConfirm(model);
      }}
    />
  );
}
