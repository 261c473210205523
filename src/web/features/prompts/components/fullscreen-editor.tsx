import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/textarea";
import { promptsCopy } from "../copy";

interface FullscreenEditorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A full-window overlay for long prompt texts, with a live character count; Escape or Done returns to the form. */
export function FullscreenEditor({ open, onOpenChange, value, onChange, placeholder }: FullscreenEditorProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-[calc(100%-2rem)] flex-col sm:max-w-[calc(100%-2rem)] lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{promptsCopy.edit.fullscreenTitle}</DialogTitle>
          <DialogDescription>{promptsCopy.edit.fullscreenDescription}</DialogDescription>
        </DialogHeader>
        <Textarea
          aria-label={promptsCopy.edit.fullscreenTitle}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className="min-h-0 flex-1 resize-none [field-sizing:fixed] leading-relaxed"
        />
        <DialogFooter className="items-center sm:justify-between">
          <p className="text-sm text-muted-foreground tabular-nums">{promptsCopy.edit.characters(value.length)}</p>
          <Button type="button" onClick={() => onOpenChange(false)}>
            {promptsCopy.edit.done}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
