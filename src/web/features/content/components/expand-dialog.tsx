import { useState } from "react";
import { Maximize2 } from "lucide-react";
import { EXPANSION_MODES, type ExpansionMode } from "@/shared/contracts/functions";
import { ToolDialog } from "@/web/components/tool-dialog";
import { cn } from "@/web/lib/cn";
import { contentCopy } from "../copy";
import { focusReturn, type Opener } from "@/web/lib/focus-return";

const copy = contentCopy.expand;

/** Choose Expansion Length: short (2–3 sentences), medium (4–5) or long (6–8). */
export function ExpandDialog({
  open,
  target,
  opener,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  target: "post" | "text";
  opener: Opener;
  onOpenChange: (open: boolean) => void;
  onSubmit: (mode: ExpansionMode) => void;
}) {
  const [mode, setMode] = useState<ExpansionMode>("medium");
  return (
    <ToolDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={focusReturn(opener)}
      size="narrow"
      texts={{ ...copy, description: target === "post" ? copy.descriptionPost : copy.descriptionText, cancel: contentCopy.post.cancel }}
      submitIcon={<Maximize2 aria-hidden />}
      onSubmit={() => {
        onSubmit(mode);
        onOpenChange(false);
      }}
    >
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="sr-only">{copy.title}</legend>
        {EXPANSION_MODES.map((option) => (
          <label
            key={option}
            className={cn(
              "flex cursor-pointer flex-col gap-0.5 rounded-lg border p-3 transition-colors hover:bg-accent/60 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              mode === option && "border-primary bg-accent ring-1 ring-primary",
            )}
          >
            <input type="radio" name="expansion-mode" value={option} checked={mode === option} onChange={() => setMode(option)} className="sr-only" />
            <span className="text-sm font-medium">{copy.modes[option].label}</span>
            <span className="text-xs text-muted-foreground">{copy.modes[option].hint}</span>
          </label>
        ))}
      </fieldset>
    </ToolDialog>
  );
}
