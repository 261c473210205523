import type { Ref } from "react";
import { ChevronDown, Lightbulb, ListChecks, Sparkles, Upload } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/web/components/ui/dropdown-menu";
import { contentCopy } from "../copy";

const copy = contentCopy.toolkit;

/** The AI Toolkit dropdown of spec §2: Manage Prompts, Generate Ideas with AI, Upload Files. */
export function AiToolkitMenu({
  triggerRef,
  onManagePrompts,
  onGenerateIdeas,
  onUploadFiles,
}: {
  triggerRef?: Ref<HTMLButtonElement>;
  onManagePrompts: () => void;
  onGenerateIdeas: () => void;
  onUploadFiles: () => void;
}) {
  return (
    // Not modal: the dialogs and the panel it opens manage focus themselves.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} variant="outline" className="gap-2">
          <Sparkles aria-hidden className="text-primary" />
          {copy.button}
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuItem onSelect={onManagePrompts}>
          <ListChecks aria-hidden />
          {copy.managePrompts}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onGenerateIdeas}>
          <Lightbulb aria-hidden />
          {copy.generateIdeas}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onUploadFiles}>
          <Upload aria-hidden />
          {copy.uploadFiles}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
