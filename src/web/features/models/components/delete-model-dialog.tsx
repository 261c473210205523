import type { AiModel } from "@/shared/contracts/models";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { toast } from "@/web/lib/toast";
import { useDeleteModel } from "../api/delete-model";
import { modelActionCopy as a } from "../copy";

/** Confirms deleting a model; a refusal (it is the default) stays in the dialog with the server's reason. */
export function DeleteModelDialog({ model, onOpenChange }: { model: AiModel | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteModel();
  return (
    <ConfirmDialog
      open={Boolean(model)}
      onOpenChange={onOpenChange}
      title={model ? a.deleteTitle(model.name) : ""}
      description={a.deleteDescription}
      confirmLabel={a.deleteConfirm}
      cancelLabel={a.cancel}
      busyLabel={a.deleting}
      onConfirm={() => (model ? remove.mutateAsync(model.id).then(() => toast.success(a.deleted)) : undefined)}
    />
  );
}
