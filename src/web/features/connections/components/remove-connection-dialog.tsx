import type { AiConnection } from "@/shared/contracts/connections";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { toast } from "@/web/lib/toast";
import { useRemoveConnection } from "../api/remove-connection";
import { connectionCopy } from "../copy";

/** Confirms removing a connection; a refusal (it serves the default model) stays in the dialog with its reason. */
export function RemoveConnectionDialog({ connection, onOpenChange }: { connection: AiConnection | null; onOpenChange: (open: boolean) => void }) {
  const r = connectionCopy.remove;
  const remove = useRemoveConnection();
  return (
    <ConfirmDialog
      open={Boolean(connection)}
      onOpenChange={onOpenChange}
      title={connection ? r.title(connection.name) : ""}
      description={r.description(connection?.model_count ?? 0)}
      confirmLabel={r.confirm}
      cancelLabel={r.cancel}
      busyLabel={r.removing}
      onConfirm={() => (connection ? remove.mutateAsync(connection.id).then(() => toast.success(r.removed)) : undefined)}
    />
  );
}
