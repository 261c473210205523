import { useState } from "react";
import type { AiConnection } from "@/shared/contracts/connections";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useRemoveConnection } from "../api/remove-connection";
import { connectionCopy } from "../copy";

/** Confirms removing a connection; a refusal (it serves the default model) stays in the dialog with its reason. */
export function RemoveConnectionDialog({ connection, onOpenChange }: { connection: AiConnection | null; onOpenChange: (open: boolean) => void }) {
  const r = connectionCopy.remove;
  const remove = useRemoveConnection();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onOpenChange(false);
  };
  return (
    <ConfirmDialog
      open={Boolean(connection)}
      onOpenChange={(open) => !open && close()}
      title={connection ? r.title(connection.name) : ""}
      description={r.description(connection?.model_count ?? 0)}
      confirmLabel={r.confirm}
      cancelLabel={r.cancel}
      async={{ busy: remove.isPending, busyLabel: r.removing, error }}
      onConfirm={() => {
        if (!connection) return;
        setError(null);
        remove.mutate(connection.id, {
          onSuccess: () => {
            toast.success(r.removed);
            close();
          },
          onError: (err) => setError(errorMessage(err)),
        });
      }}
    />
  );
}
