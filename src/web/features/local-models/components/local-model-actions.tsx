import { Download, Pause, Play, RotateCcw, Star, Trash2, X } from "lucide-react";
import type { LocalModel } from "@/shared/contracts/local-models";
import { Button } from "@/web/components/ui/button";
import type { LocalModelAction } from "../api/local-models";
import { localModelCopy as copy } from "../copy";

interface ActionsProps {
  model: LocalModel;
  pending: boolean;
  onAction: (action: LocalModelAction) => void;
  onRemove: () => void;
  /** Cancelling deletes the partial file: the panel asks first. */
  onCancelDownload: () => void;
}

type ButtonSpec = { action: LocalModelAction | "confirm-remove" | "confirm-cancel"; label: string; icon: typeof Download; variant?: "default" | "outline" | "ghost" };

/** The buttons each state offers an administrator. */
function buttonsFor(model: LocalModel): ButtonSpec[] {
  const { actions: a } = copy;
  switch (model.status) {
    case "available":
      return [{ action: "download", label: a.download, icon: Download, variant: "outline" }];
    case "downloading":
      return [
        { action: "pause", label: a.pause, icon: Pause, variant: "outline" },
        { action: "confirm-cancel", label: a.cancel, icon: X, variant: "ghost" },
      ];
    case "verifying":
      return [];
    case "interrupted":
      return [
        { action: "download", label: a.resume, icon: Play },
        { action: "confirm-cancel", label: a.cancel, icon: X, variant: "ghost" },
      ];
    case "failed":
      return [
        { action: "download", label: a.retry, icon: RotateCcw },
        { action: "cancel", label: a.dismiss, icon: X, variant: "ghost" },
      ];
    case "installed": {
      const canDefault = model.installed?.model_row_id && !model.installed.is_default;
      return [
        ...(canDefault ? [{ action: "default", label: a.useDefault, icon: Star } as const] : []),
        ...(model.installed?.is_default ? [] : [{ action: "confirm-remove", label: a.remove, icon: Trash2, variant: "ghost" } as const]),
      ];
    }
  }
}

export function LocalModelActions({ model, pending, onAction, onRemove, onCancelDownload }: ActionsProps) {
  const buttons = buttonsFor(model);
  if (buttons.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map(({ action, label, icon: Icon, variant }) => (
        <Button
          key={action}
          size="sm"
          variant={variant ?? "default"}
          disabled={pending}
          aria-label={copy.actionLabel(label, model.name)}
          onClick={() => (action === "confirm-remove" ? onRemove() : action === "confirm-cancel" ? onCancelDownload() : onAction(action))}
        >
          <Icon aria-hidden />
          {label}
        </Button>
      ))}
    </div>
  );
}
