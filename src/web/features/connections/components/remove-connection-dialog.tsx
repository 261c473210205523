import { useState } from "react";
import type { AiConnection } from "@/shared/contracts/connections";
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
import { useRemoveConnection } from "../api/remove-connection";
import { connectionCopy } from "../copy";

/** Confirms removing a connection; a refusal (it serves the default model) stays in the dialog with its reason. */
export function RemoveConnectionDialog({ connection, onOpenChange }: { connection: AiConnection | null; onOpenChange: (open: boolean) => void }) {
  const r = connectionCopy.remove;
  const remove = useRemoveConnection();
  const [error, setError] = useState<string | null>(null);
  const close = (open: boolean) => {
    if (open) return;
    setError(null);
    remove.reset();
    onOpenChange(false);
  };
  return (
    <AlertDialog open={Boolean(connection)} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{connection ? r.title(connection.name) : ""}</AlertDialogTitle>
          <AlertDialogDescription>{r.description(connection?.model_count ?? 0)}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{r.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (!connection) return;
              setError(null);
              remove.mutate(connection.id, {
                onSuccess: () => {
                  toast.success(r.removed);
                  close(false);
                },
                onError: (err) => setError(errorMessage(err)),
              });
            }}
          >
            {remove.isPending ? r.removing : r.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
