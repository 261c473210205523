import { Trash2 } from "lucide-react";
import { messages } from "@/shared/messages";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { imagesCopy as copy } from "../copy";

/** Delete with the spec's confirmation: 'Are you sure you want to delete this image? This action cannot be undone.' */
export function DeleteImageButton({ onConfirm, deleting }: { onConfirm: () => void; deleting: boolean }) {
  const trigger = (
    <Button variant="destructive" disabled={deleting}>
      {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
      {deleting ? copy.deleting : copy.delete}
    </Button>
  );
  return <ConfirmDialog trigger={trigger} title={copy.deleteTitle} description={messages.images.deleteConfirm} cancelLabel={copy.cancel} confirmLabel={copy.delete} onConfirm={onConfirm} />;
}
