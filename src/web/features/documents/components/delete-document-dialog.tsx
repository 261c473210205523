import type { DocumentSummary } from "@/shared/contracts/documents";
import { messages } from "@/shared/messages";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDeleteDocument } from "../api/delete-document";
import { documentsCopy as copy } from "../copy";

/** Confirms and deletes a document; warns when the row went but the stored file could not be removed. */
export function DeleteDocumentDialog({ doc, onClose }: { doc: DocumentSummary | null; onClose: () => void }) {
  const remove = useDeleteDocument();
  function confirm() {
    if (!doc) return;
    remove.mutate(doc.id, {
      onSuccess: (result) => {
        if (result.storage_error) toast.warning(messages.images.deletionWarning, copy.storageWarning(result.storage_error));
        else toast.success(copy.deleted);
      },
      onError: (err) => toast.error(copy.deleteFailed, errorMessage(err)),
    });
    onClose();
  }
  return (
    <ConfirmDialog
      open={doc !== null}
      onOpenChange={(open) => !open && onClose()}
      title={copy.deleteTitle}
      description={doc && copy.deleteDescription(doc.filename)}
      cancelLabel={copy.cancel}
      confirmLabel={copy.delete}
      onConfirm={confirm}
    />
  );
}
