import { BookOpen, Search } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import type { LibraryPrompt } from "@/shared/contracts/prompt-library";
import type { Prompt } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Input } from "@/web/components/ui/input";
import { PageHeader } from "@/web/components/ui/page-header";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api-client";
import { useLibrary } from "../api/get-library";
import { libraryCopy } from "../copy";
import { countByChip, filterLibrary, sortLibrary, type LibraryChip } from "../library-filter";
import { CategoryChips } from "./category-chips";
import { LibraryCard } from "./library-card";
import { LibraryDetailDialog } from "./library-detail-dialog";

interface LibraryViewProps {
  /** Shown in the header (the Prompts page puts 'Back to Prompts' here). */
  actions?: ReactNode;
  /** Called after a prompt was added, so the page can refresh the user's prompt lists. */
  onPromptAdded?: (prompt: Prompt) => void;
}

const loadError = (err: Error) => (err instanceof ApiError ? err.message || messages.library.loadFailed : messages.library.loadUnexpected);

/** The Prompt Library: search, type chips, cards and a detail popup. */
export function LibraryView({ actions, onPromptAdded }: LibraryViewProps) {
  const library = useLibrary();
  const [search, setSearch] = useState("");
  const [chip, setChip] = useState<LibraryChip>("all");
  const [selected, setSelected] = useState<LibraryPrompt | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const all = library.data;
  const sorted = useMemo(() => sortLibrary(all ?? []), [all]);
  const matching = useMemo(() => filterLibrary(sorted, "all", search), [sorted, search]);
  const counts = useMemo(() => countByChip(matching), [matching]);
  const shown = useMemo(() => filterLibrary(matching, chip, ""), [matching, chip]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={libraryCopy.title} description={libraryCopy.description} actions={actions} />
      <div className="flex flex-col gap-4">
        <div className="relative max-w-xl">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={libraryCopy.searchPlaceholder} aria-label={libraryCopy.searchLabel} className="pl-9" />
        </div>
        <CategoryChips value={chip} counts={counts} onChange={setChip} />
      </div>
      {library.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
          <Spinner className="size-5" />
          {messages.library.loading}
        </div>
      ) : library.isError && !all ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <p className="text-destructive">{loadError(library.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void library.refetch()}>
            {libraryCopy.retry}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <EmptyState icon={BookOpen} title={messages.library.empty} />
      ) : (
        <>
          <p className="-mt-2 text-sm text-muted-foreground" aria-live="polite">
            {libraryCopy.count(shown.length)}
          </p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((prompt) => (
              <LibraryCard key={prompt.id} prompt={prompt} onOpen={() => {
                  setSelected(prompt);
                  setDetailOpen(true);
                }} onAdded={onPromptAdded} />
            ))}
          </div>
        </>
      )}
      <LibraryDetailDialog prompt={selected} open={detailOpen} onOpenChange={setDetailOpen} onAdded={onPromptAdded} />
    </div>
  );
}
