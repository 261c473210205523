import { Download, History } from "lucide-react";
import { useMemo, useState } from "react";
import type { HistoryItem } from "@/shared/contracts/history";
import { isLanguageCode, resolveLanguage } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { RepurposeDialog } from "@/web/shared/languages/repurpose-dialog";
import { useCurrentBrand } from "@/web/lib/brand-context-core";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/lib/toast";
import { useDeleteHistory } from "../api/delete-history";
import { useExportHistory } from "../api/export-history";
import { useHistory } from "../api/get-history";
import { useHistoryStats } from "../api/get-history-stats";
import { historyCopy } from "../copy";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { selectAllState, toggleAll, toggleOne, visibleSelected, type Selection } from "../selection";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { HistoryDetailDialog } from "./history-detail-dialog";
import { HistoryStats } from "./history-stats";
import { HistoryTable } from "./history-table";
import { HistoryToolbar, type HistoryFilterType } from "./history-toolbar";

/** The Content History page: stats, search and type filter, the table with selection, details and deletes. */
export function HistoryView() {
  const [search, setSearch] = useState("");
  const [type, setType] = useState<HistoryFilterType>("all");
  const [language, setLanguage] = useState("");
  const [repurposing, setRepurposing] = useState<HistoryItem | null>(null);
  const { brandId } = useCurrentBrand();
  const [selection, setSelection] = useState<Selection>(new Set());
  const [detail, setDetail] = useState<{ item: HistoryItem | null; open: boolean }>({ item: null, open: false });
  const [pendingDelete, setPendingDelete] = useState<{ ids: string[]; open: boolean }>({ ids: [], open: false });
  const q = useDebouncedValue(search.trim());
  const filtered = q !== "" || type !== "all" || language !== "";
  const filters = { q: q || undefined, type: type === "all" ? undefined : type, language: isLanguageCode(language) ? language : undefined };
  const query = useHistory(filters);
  const exporter = useExportHistory();
  const stats = useHistoryStats();
  const remove = useDeleteHistory();
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const selected = visibleSelected(selection, ids);

  function confirmDelete(toDelete: string[]) {
    setPendingDelete({ ids: toDelete, open: false });
    remove.mutate(toDelete, { onSuccess: () => setSelection((s) => toggleAll(s, toDelete, false)) });
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={historyCopy.title}
        description={historyCopy.description}
        actions={
          <Button
            variant="outline"
            title={historyCopy.exportHint}
            disabled={exporter.isPending || items.length === 0}
            onClick={() => exporter.mutate(filters, { onError: (err) => toast.error(messages.history.exportFailed, err.message === messages.history.exportFailed ? undefined : err.message) })}
          >
            {exporter.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            {exporter.isPending ? historyCopy.exporting : historyCopy.export}
          </Button>
        }
      />
      <HistoryStats />
      <section aria-label={historyCopy.title} className="flex flex-col gap-4">
        <HistoryToolbar
          search={search}
          onSearch={setSearch}
          type={type}
          onType={setType}
          language={language}
          onLanguage={setLanguage}
          selectedCount={selected.length}
          onDeleteSelected={() => setPendingDelete({ ids: selected, open: true })}
          busy={query.isPlaceholderData || search.trim() !== q}
        />
        {query.isPending ? (
          <div role="status" aria-label={historyCopy.loading} className="flex flex-col gap-2 rounded-xl border p-4">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
            <p>
              <span className="font-medium text-destructive">{historyCopy.loadFailed}</span> {query.error.message}
            </p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {historyCopy.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon={History} title={messages.history.empty} />
        ) : (
          <>
            <HistoryTable
              items={items}
              selection={selection}
              allState={selectAllState(selection, ids)}
              onSelect={(id, on) => setSelection((s) => toggleOne(s, id, on))}
              onSelectAll={(on) => setSelection((s) => toggleAll(s, ids, on))}
              onOpen={(item) => setDetail({ item, open: true })}
              onDelete={(item) => setPendingDelete({ ids: [item.id], open: true })}
            />
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {historyCopy.showing(items.length, filtered ? undefined : stats.data?.total)}
              </p>
              {query.hasNextPage && (
                <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage && <Spinner />}
                  {query.isFetchingNextPage ? historyCopy.loadingMore : historyCopy.loadMore}
                </Button>
              )}
            </div>
          </>
        )}
      </section>
      <HistoryDetailDialog
        item={detail.item}
        open={detail.open}
        onOpenChange={(open) => setDetail((d) => ({ ...d, open }))}
        onRepurpose={(item) => {
          setDetail((d) => ({ ...d, open: false }));
          setRepurposing(item);
        }}
      />
      <RepurposeDialog
        open={repurposing !== null}
        onOpenChange={(open) => !open && setRepurposing(null)}
        source={repurposing ? { text: repurposing.content, historyId: repurposing.id } : null}
        language={resolveLanguage(repurposing?.metadata.language as string | undefined)}
        brandId={brandId}
        modelId={null}
      />
      <ConfirmDeleteDialog
        ids={pendingDelete.ids}
        open={pendingDelete.open}
        onCancel={() => setPendingDelete((p) => ({ ...p, open: false }))}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
