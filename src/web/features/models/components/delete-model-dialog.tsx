import { useState } from "react";
import type { AiModel } from "@/shared/contracts/models";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDeleteModel } from "../api/delete-model";
import { modelActionCopy as a } from "../copy";

/** Confirms deleting a model; a refusal (it is the default) stays in the dialog with the server's reason. */
export function DeleteModelDialog({ model, onOpenChange }: { model: AiModel | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteModel();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onOpenChange(false);
  };
  return (
    <ConfirmDialog
      open={Boolean(model)}
      onOpenChange={(open) => !open && close()}
      title={model ? a.deleteTitle(model.name) : ""}
      description={a.deleteDescription}
      confirmLabel={a.deleteConfirm}
      cancelLabel={a.cancel}
      async={{ busy: remove.isPending, busyLabel: a.deleting, error }}
      onConfirm={() => {
        if (!model) return;
        setError(null);
        remove.mutate(model.id, {
          onSuccess: () => {
            toast.success(a.deleted);
            close();
          },
          onError: (err) => setError(errorMessage(err)),
        });
      }}
    />
  );
}
