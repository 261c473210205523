import { useId, useState } from "react";
import { Check, Pencil } from "lucide-react";
import type { Prompt } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { useUpdatePagePrompt } from "../api/update-prompt";
import { contentCopy } from "../copy";

const copy = contentCopy.panel;

function PromptEditForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const [name, setName] = useState(prompt.name);
  const [description, setDescription] = useState(prompt.description ?? "");
  const [text, setText] = useState(prompt.prompt_text);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePagePrompt();
  const ids = { name: useId(), description: useId(), text: useId(), error: useId() };
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setError(messages.prompts.nameRequired);
        if (!text.trim()) return setError(messages.prompts.promptTextRequired);
        setError(null);
        update.mutate({ id: prompt.id, body: { name, description, prompt_text: text } }, { onSuccess: onDone });
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.name} className="text-xs font-medium text-muted-foreground">
          {copy.name}
        </label>
        <Input id={ids.name} autoFocus value={name} onChange={(event) => setName(event.target.value)} aria-describedby={error ? ids.error : undefined} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.description} className="text-xs font-medium text-muted-foreground">
          {copy.descriptionLabel}
        </label>
        <Textarea id={ids.description} value={description} onChange={(event) => setDescription(event.target.value)} className="min-h-12" />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.text} className="text-xs font-medium text-muted-foreground">
          {copy.promptText}
        </label>
        <Textarea
          id={ids.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="max-h-[400px] min-h-[200px] font-mono text-xs leading-relaxed"
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Check aria-hidden />}
          {update.isPending ? copy.saving : copy.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

/** One prompt of the side panel: name, description and text, with Use and an inline edit. */
export function PromptPanelItem({
  prompt,
  editing,
  onEdit,
  onDone,
  onUse,
}: {
  prompt: Prompt;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onUse: () => void;
}) {
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs">
      {editing ? (
        <PromptEditForm prompt={prompt} onDone={onDone} />
      ) : (
        <article className="flex flex-col gap-2">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-sm leading-snug font-semibold">{prompt.name}</h3>
            <div className="flex shrink-0 gap-1">
              <Button type="button" size="sm" variant="ghost" className="h-7 px-2" aria-label={copy.editLabel(prompt.name)} onClick={onEdit}>
                <Pencil aria-hidden />
                {copy.edit}
              </Button>
              <Button type="button" size="sm" className="h-7 px-2.5" aria-label={copy.useLabel(prompt.name)} onClick={onUse}>
                {copy.use}
              </Button>
            </div>
          </div>
          {prompt.description && <p className="text-sm text-muted-foreground">{prompt.description}</p>}
          <p className="line-clamp-6 rounded-md bg-muted/50 px-2.5 py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap text-muted-foreground">
            {prompt.prompt_text}
          </p>
        </article>
      )}
    </li>
  );
}
