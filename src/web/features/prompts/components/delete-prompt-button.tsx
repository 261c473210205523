import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { promptsCopy } from "../copy";

interface DeletePromptButtonProps {
  name: string;
  onConfirm: () => void;
  /** Why the user's role may not delete (useCapability): the button is disabled with it as its tooltip. */
  disabledReason?: string | null;
}

/** Delete, after a confirmation (spec §5). */
export function DeletePromptButton({ name, onConfirm, disabledReason }: DeletePromptButtonProps) {
  const c = promptsCopy.confirmDelete;
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      aria-label={promptsCopy.card.deleteLabel(name)}
      disabled={!!disabledReason}
      title={disabledReason ?? undefined}
    >
      <Trash2 aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{promptsCopy.card.delete}</span>
    </Button>
  );
  return <ConfirmDialog trigger={trigger} title={c.title} description={c.description} cancelLabel={c.cancel} confirmLabel={c.confirm} onConfirm={onConfirm} />;
}
