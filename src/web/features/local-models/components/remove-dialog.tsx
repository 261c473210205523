import { useState } from "react";
import type { LocalModel } from "@/shared/contracts/local-models";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { formatBytes } from "@/web/lib/files";
import { localModelCopy as copy } from "../copy";

interface RemoveDialogProps {
  model: LocalModel | null;
  /** Remove an installed model, or cancel a download and delete its partial file. */
  action?: "remove" | "cancel";
  onCancel: () => void;
  onConfirm: (model: LocalModel) => void;
}

/** Removing a model, or cancelling a download, deletes a file of up to a few GB: asked once, with the app's one confirm dialog. */
export function RemoveDialog({ model, action = "remove", onCancel, onConfirm }: RemoveDialogProps) {
  // The last model asked about stays in the texts while the dialog animates out.
  const [shown, setShown] = useState(model);
  if (model && model !== shown) setShown(model);
  const texts = action === "cancel" ? copy.confirmCancel : copy.confirmRemove;
  const size = (m: LocalModel) => formatBytes(action === "cancel" ? (m.download?.received_bytes ?? 0) : (m.installed?.file_bytes ?? m.size_bytes));
  return (
    <ConfirmDialog
      open={model !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={shown ? texts.title(shown.name) : ""}
      description={shown ? texts.description(size(shown)) : ""}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      onConfirm={() => {
        if (model) onConfirm(model);
      }}
    />
  );
}
