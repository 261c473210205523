import { MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AiModel } from "@/shared/contracts/models";
import { Button } from "@/web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/web/components/ui/dropdown-menu";
import { modelActionCopy as a } from "../copy";
import { DeleteModelDialog } from "./delete-model-dialog";
import { ModelSettingsDialog } from "./model-settings-dialog";

/**
 * A model's menu (admin): its settings and deletion; what is not allowed is disabled with the reason beside it.
 * The built-in models follow the shipped list (only switched on or off), so they have none.
 */
export function ModelActions({ model }: { model: AiModel }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (model.provider === "builtin") return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={a.menu(model.name)}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-64">
          <DropdownMenuItem onSelect={() => setEditing(true)}>
            <Pencil aria-hidden />
            {a.settings}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" disabled={model.is_default} onSelect={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            {a.delete}
          </DropdownMenuItem>
          {model.is_default && <p className="px-2 py-1.5 text-xs text-muted-foreground">{a.deleteDefaultHint}</p>}
        </DropdownMenuContent>
      </DropdownMenu>
      <ModelSettingsDialog model={editing ? model : null} onOpenChange={setEditing} />
      <DeleteModelDialog model={deleting ? model : null} onOpenChange={setDeleting} />
    </>
  );
}
