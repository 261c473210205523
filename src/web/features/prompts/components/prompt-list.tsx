import { FileText } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Spinner } from "@/web/components/ui/spinner";
import { messages } from "@/shared/messages";
import { usePrompts } from "../api/get-prompts";
import { useDeletePrompt } from "../api/delete-prompt";
import { useTogglePrompt } from "../api/toggle-prompt";
import { promptsCopy } from "../copy";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { editButtonId, PromptCard } from "./prompt-card";
import { PromptEditCard } from "./prompt-edit-card";
import { PromptToolbar, type PromptFilterType } from "./prompt-toolbar";

/** The user's prompts: search, type filter, a grid of cards (one in edit mode at a time) and "Load more". */
export function PromptList() {
  const [search, setSearch] = useState("");
  const [type, setType] = useState<PromptFilterType>("all");
  const [editingId, setEditingId] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim());
  const query = usePrompts({ type: type === "all" ? undefined : type, q: q || undefined });
  const toggle = useTogglePrompt();
  const remove = useDeletePrompt();
  const prompts = query.data?.pages.flatMap((p) => p.data) ?? [];

  function stopEditing(id: string) {
    setEditingId(null);
    requestAnimationFrame(() => document.getElementById(editButtonId(id))?.focus());
  }

  return (
    <section aria-labelledby="your-prompts" className="flex flex-col gap-4">
      <h2 id="your-prompts" className="text-lg font-semibold">
        {promptsCopy.list.title}
      </h2>
      <PromptToolbar search={search} onSearch={setSearch} type={type} onType={setType} busy={query.isPlaceholderData || search.trim() !== q} />
      {query.isPending ? (
        <div className="flex justify-center py-16 text-muted-foreground">
          <Spinner label={promptsCopy.list.loading} className="size-6" />
        </div>
      ) : query.isError && !query.data ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <p>
            <span className="font-medium text-destructive">{messages.prompts.errorLoading}</span> {query.error.message || messages.prompts.loadFailed}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {promptsCopy.list.retry}
          </Button>
        </div>
      ) : prompts.length === 0 ? (
        <EmptyState icon={FileText} title={messages.prompts.empty} />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {prompts.map((prompt) =>
            prompt.id === editingId ? (
              <PromptEditCard key={prompt.id} prompt={prompt} onDone={() => stopEditing(prompt.id)} />
            ) : (
              <PromptCard
                key={prompt.id}
                prompt={prompt}
                onEdit={() => setEditingId(prompt.id)}
                onToggle={(isActive) => toggle.mutate({ id: prompt.id, isActive })}
                onDelete={() => remove.mutate(prompt.id)}
              />
            ),
          )}
        </div>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage && <Spinner />}
            {query.isFetchingNextPage ? promptsCopy.list.loadingMore : promptsCopy.list.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}
