import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";

interface ConfirmDeleteButtonProps {
  /** The button's accessible name, e.g. "Delete Acme". */
  label: string;
  title: ReactNode;
  description: ReactNode;
  pending?: boolean;
  /** Shows "Delete" next to the icon (hidden on small screens). */
  showText?: boolean;
  /** Why the user's role may not delete here (useCapability): the button is disabled with it as its tooltip. */
  disabledReason?: string | null;
  onConfirm: () => void;
}

/** A trash button that asks before deleting (through the one ConfirmDialog). */
export function ConfirmDeleteButton({ label, title, description, pending, showText, disabledReason, onConfirm }: ConfirmDeleteButtonProps) {
  const trigger = (
    <Button variant="ghost" size={showText ? "sm" : "icon"} className={showText ? "text-destructive hover:text-destructive" : "size-8 text-destructive hover:text-destructive"} aria-label={label} disabled={pending || !!disabledReason} title={disabledReason ?? undefined}>
      <Trash2 aria-hidden="true" />
      {showText && <span className="max-sm:sr-only">{messages.common.delete}</span>}
    </Button>
  );
  return <ConfirmDialog trigger={trigger} title={title} description={description} onConfirm={onConfirm} />;
}
