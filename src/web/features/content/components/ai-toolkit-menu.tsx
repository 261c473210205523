import { useRef, type Ref } from "react";
import { ChevronDown, Heading, Lightbulb, ListChecks, SearchCheck, Sparkles, Upload } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/web/components/ui/dropdown-menu";
import { headlinesCopy } from "@/web/shared/text-tools/copy";
import { contentCopy } from "../copy";

const copy = contentCopy.toolkit;

/** The AI Toolkit dropdown of spec §2: Manage Prompts, Generate Ideas with AI, Upload Files; and Headlines, SEO copy (issue 13). */
export function AiToolkitMenu({
  triggerRef,
  onManagePrompts,
  onGenerateIdeas,
  onUploadFiles,
  onHeadlines,
  onSeo,
  rowsReadOnly = null,
}: {
  triggerRef?: Ref<HTMLButtonElement>;
  /** Why this user may not add rows (a viewer): Generate Ideas and Upload Files are disabled with it. */
  rowsReadOnly?: string | null;
  onManagePrompts: () => void;
  onGenerateIdeas: () => void;
  onUploadFiles: () => void;
  onHeadlines: () => void;
  onSeo: () => void;
}) {
  // An item's dialog or panel opens once the menu has fully closed. Opened at once, the closing menu (still on
  // screen while it animates out) could take focus back, which the non-modal panel reads as a focus outside.
  const pending = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} variant="outline" className="gap-2">
          <Sparkles aria-hidden className="text-primary" />
          {copy.button}
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-60"
        onCloseAutoFocus={(event) => {
          const action = pending.current;
          pending.current = null;
          if (!action) return;
          event.preventDefault();
          action();
        }}
      >
        <DropdownMenuItem
          onSelect={() => {
            pending.current = onManagePrompts;
          }}
        >
          <ListChecks aria-hidden />
          {copy.managePrompts}
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={rowsReadOnly !== null}
          title={rowsReadOnly ?? undefined}
          onSelect={() => {
            pending.current = onGenerateIdeas;
          }}
        >
          <Lightbulb aria-hidden />
          {copy.generateIdeas}
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={rowsReadOnly !== null}
          title={rowsReadOnly ?? undefined}
          onSelect={() => {
            pending.current = onUploadFiles;
          }}
        >
          <Upload aria-hidden />
          {copy.uploadFiles}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            pending.current = onHeadlines;
          }}
        >
          <Heading aria-hidden />
          {headlinesCopy.menu.headlines}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            pending.current = onSeo;
          }}
        >
          <SearchCheck aria-hidden />
          {headlinesCopy.menu.seo}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
