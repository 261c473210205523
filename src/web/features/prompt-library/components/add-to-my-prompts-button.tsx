import { Plus } from "lucide-react";
import type { Prompt } from "@/shared/contracts/prompts";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useCopyLibraryPrompt } from "../api/copy-library-prompt";
import { libraryCopy } from "../copy";

interface AddButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  libraryId: string;
  onAdded?: (prompt: Prompt) => void;
}

/** 'Add to My Prompts', showing 'Adding...' while the copy is made. Each button tracks its own request. */
export function AddToMyPromptsButton({ libraryId, onAdded, ...props }: AddButtonProps) {
  const copy = useCopyLibraryPrompt(onAdded);
  return (
    <Button {...props} onClick={() => copy.mutate(libraryId)} disabled={copy.isPending}>
      {copy.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
      {copy.isPending ? libraryCopy.adding : libraryCopy.add}
    </Button>
  );
}
