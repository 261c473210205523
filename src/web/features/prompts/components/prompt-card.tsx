import { format } from "date-fns";
import { Pencil } from "lucide-react";
import { useId } from "react";
import { PROMPT_TYPE_LABELS } from "@/shared/content-types";
import type { Prompt } from "@/shared/contracts/prompts";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Switch } from "@/web/components/ui/switch";
import { cn } from "@/web/lib/cn";
import { useCapability } from "@/web/lib/workspace-role";
import { promptsCopy } from "../copy";
import { DeletePromptButton } from "./delete-prompt-button";

interface PromptCardProps {
  prompt: Prompt;
  onEdit: () => void;
  onToggle: (isActive: boolean) => void;
  onDelete: () => void;
}

export const editButtonId = (promptId: string) => `prompt-edit-${promptId}`;

/** A prompt in view mode: name, type, status switch, description, the start of its text and its actions. */
export function PromptCard({ prompt, onEdit, onToggle, onDelete }: PromptCardProps) {
  const titleId = useId();
  const c = promptsCopy.card;
  const write = useCapability("write");
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 id={titleId} className="leading-snug font-semibold break-words">
            {prompt.name}
          </h3>
          <Badge variant="secondary">{PROMPT_TYPE_LABELS[prompt.type] ?? prompt.type}</Badge>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span aria-hidden="true" className={cn("text-xs font-medium", prompt.is_active ? "text-success" : "text-muted-foreground")}>
            {prompt.is_active ? c.active : c.inactive}
          </span>
          <Switch checked={prompt.is_active} onCheckedChange={onToggle} aria-label={c.active} disabled={!write.allowed} title={write.reason ?? undefined} />
        </div>
      </div>
      {prompt.description && <p className="line-clamp-2 text-sm text-muted-foreground">{prompt.description}</p>}
      <div className="rounded-md bg-muted/60 px-3 py-2">
        <p className="line-clamp-4 text-sm leading-relaxed whitespace-pre-wrap text-foreground/90">{prompt.prompt_text}</p>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <time dateTime={prompt.created_at} className="text-xs text-muted-foreground">
          {format(new Date(prompt.created_at), "MMM d, yyyy")}
        </time>
        <div className="flex items-center gap-1">
          <Button
            id={editButtonId(prompt.id)}
            variant="ghost"
            size="sm"
            onClick={onEdit}
            disabled={!write.allowed}
            title={write.reason ?? undefined}
            aria-label={c.editLabel(prompt.name)}
          >
            <Pencil aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{c.edit}</span>
          </Button>
          <DeletePromptButton name={prompt.name} onConfirm={onDelete} disabledReason={write.reason} />
        </div>
      </div>
    </article>
  );
}
