import { useId } from "react";
import { PROMPT_TYPE_LABELS } from "@/shared/content-types";
import type { LibraryPrompt } from "@/shared/contracts/prompt-library";
import type { Prompt } from "@/shared/contracts/prompts";
import { Badge } from "@/web/components/ui/badge";
import { AddToMyPromptsButton } from "./add-to-my-prompts-button";

interface LibraryCardProps {
  prompt: LibraryPrompt;
  onOpen: () => void;
  onAdded?: (prompt: Prompt) => void;
}

/** A library prompt: clicking anywhere opens its details; the add button sits above that click area. */
export function LibraryCard({ prompt, onOpen, onAdded }: LibraryCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-xs transition-[border-color,box-shadow] focus-within:border-ring hover:border-primary/40 hover:shadow-sm"
    >
      <Badge variant="secondary">{PROMPT_TYPE_LABELS[prompt.type] ?? prompt.type}</Badge>
      <h2 id={titleId} className="leading-snug font-semibold">
        <button
          type="button"
          onClick={onOpen}
          aria-haspopup="dialog"
          className="text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-primary"
        >
          {prompt.name}
        </button>
      </h2>
      {prompt.description && <p className="line-clamp-5 text-sm text-muted-foreground">{prompt.description}</p>}
      <div className="relative z-10 mt-auto pt-1">
        <AddToMyPromptsButton libraryId={prompt.id} onAdded={onAdded} variant="outline" size="sm" className="w-full sm:w-auto" />
      </div>
    </article>
  );
}
