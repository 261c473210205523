import { Trash2 } from "lucide-react";
import { messages } from "@/shared/messages";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { RoleReason } from "@/web/components/role-reason";
import { useCapability } from "@/web/lib/workspace-role";
import { imagesCopy as copy } from "../copy";

/** Delete with the spec's confirmation: 'Are you sure you want to delete this image? This action cannot be undone.' */
export function DeleteImageButton({ onConfirm, deleting }: { onConfirm: () => void; deleting: boolean }) {
  // Deleting is writing to the workspace: a viewer sees the button disabled, and why.
  const write = useCapability("write");
  const trigger = (
    <Button variant="destructive" disabled={deleting || !write.allowed} title={write.reason ?? undefined}>
      {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
      {deleting ? copy.deleting : copy.delete}
    </Button>
  );
  if (!write.allowed)
    return (
      <div className="flex flex-col items-end gap-1">
        {trigger}
        <RoleReason reason={write.reason} />
      </div>
    );
  return <ConfirmDialog trigger={trigger} title={copy.deleteTitle} description={messages.images.deleteConfirm} cancelLabel={copy.cancel} confirmLabel={copy.delete} onConfirm={onConfirm} />;
}
