import { PROMPT_TYPE_LABELS } from "@/shared/content-types";
import type { LibraryPrompt } from "@/shared/contracts/prompt-library";
import type { Prompt } from "@/shared/contracts/prompts";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { libraryCopy } from "../copy";
import { AddToMyPromptsButton } from "./add-to-my-prompts-button";

interface LibraryDetailDialogProps {
  /** The prompt shown; kept while the dialog animates closed. */
  prompt: LibraryPrompt | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: (prompt: Prompt) => void;
}

/** The detail popup: name, type, description and the full prompt text. */
export function LibraryDetailDialog({ prompt, open, onOpenChange, onAdded }: LibraryDetailDialogProps) {
  const d = libraryCopy.detail;
  return (
    <Dialog open={open && prompt !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {prompt && (
          <>
            <DialogHeader>
              <DialogTitle>{prompt.name}</DialogTitle>
            </DialogHeader>
            <dl className="grid gap-4 text-sm">
              <div className="grid gap-1.5">
                <dt className="font-medium">{d.type}</dt>
                <dd>
                  <Badge variant="secondary">{PROMPT_TYPE_LABELS[prompt.type] ?? prompt.type}</Badge>
                </dd>
              </div>
              <div className="grid gap-1.5">
                <dt className="font-medium">{d.description}</dt>
                <dd>
                  <DialogDescription>{prompt.description ?? d.noDescription}</DialogDescription>
                </dd>
              </div>
              <div className="grid gap-1.5">
                <dt className="font-medium">{d.promptText}</dt>
                <dd className="max-h-80 overflow-y-auto rounded-md border bg-muted/50 p-3 leading-relaxed whitespace-pre-wrap">{prompt.prompt_text}</dd>
              </div>
            </dl>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{d.close}</Button>
              </DialogClose>
              <AddToMyPromptsButton libraryId={prompt.id} onAdded={onAdded} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
