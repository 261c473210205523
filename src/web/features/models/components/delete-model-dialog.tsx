import { useState } from "react";
import type { AiModel } from "@/shared/contracts/models";
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
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDeleteModel } from "../api/delete-model";
import { modelActionCopy as a } from "../copy";

/** Confirms deleting a model; a refusal (it is the default) stays in the dialog with the server's reason. */
export function DeleteModelDialog({ model, onOpenChange }: { model: AiModel | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteModel();
  const [error, setError] = useState<string | null>(null);
  const close = (open: boolean) => {
    if (open) return;
    setError(null);
    onOpenChange(false);
  };
  return (
    <AlertDialog open={Boolean(model)} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{model ? a.deleteTitle(model.name) : ""}</AlertDialogTitle>
          <AlertDialogDescription>{a.deleteDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{a.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (!model) return;
              setError(null);
              remove.mutate(model.id, {
                onSuccess: () => {
                  toast.success(a.deleted);
                  close(false);
                },
                onError: (err) => setError(errorMessage(err)),
              });
            }}
          >
            {remove.isPending ? a.deleting : a.deleteConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
