import { AlertCircle, Check, CloudOff, Download, Plus, RotateCcw, Square, Wand2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Progress } from "@/web/components/ui/progress";
import { Spinner } from "@/web/components/ui/spinner";
import { RoleReason } from "@/web/components/role-reason";
import { useCapability } from "@/web/lib/workspace-role";
import { contentCopy } from "../copy";
import type { BulkProgress } from "../hooks/use-bulk-generation";
import type { SyncState } from "../lib/draft-sync";

const copy = contentCopy.actions;

function BulkProgressView({ progress }: { progress: BulkProgress }) {
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3 max-lg:order-first lg:max-w-md">
      <span className="shrink-0 text-sm font-medium tabular-nums" aria-live="polite">
        <span className="text-foreground">{copy.progress(progress.done, progress.total)}</span>
        <span className="ml-2 text-muted-foreground">{percent}%</span>
      </span>
      <Progress value={percent} aria-label={copy.progressLabel} aria-valuetext={`${percent}%`} className="h-2.5 min-w-24 flex-1" />
    </div>
  );
}

/** Where the rows stand with the workspace's drafts: loading, saving, saved, offline with changes waiting, failed. */
export function SaveStateView({ state }: { state: SyncState }) {
  const d = contentCopy.drafts;
  const failed = Object.keys(state.failures).length;
  const [icon, text, tone] =
    state.loadError !== null && state.status !== "offline"
      ? [<AlertCircle key="i" aria-hidden />, d.loadFailed(state.loadError), "text-destructive"]
      : state.status === "loading"
        ? [<Spinner key="i" />, d.loading, "text-muted-foreground"]
        : state.status === "saving"
          ? [<Spinner key="i" />, d.saving, "text-muted-foreground"]
          : state.status === "offline"
            ? [<CloudOff key="i" aria-hidden />, d.offline(state.pending), "text-amber-700 dark:text-amber-400"]
            : state.status === "failed"
              ? [<AlertCircle key="i" aria-hidden />, d.failed(failed), "text-destructive"]
              : [<Check key="i" aria-hidden />, d.saved, "text-muted-foreground"];
  return (
    <span
      role="status"
      aria-label={d.label}
      data-testid="save-state"
      data-state={state.status}
      className={`inline-flex min-w-0 items-center gap-1.5 text-sm [&_svg]:size-4 [&_svg]:shrink-0 ${tone}`}
    >
      {icon}
      <span className="min-w-0 truncate">{text}</span>
    </span>
  );
}

/**
 * The page's actions, kept in reach at the bottom of the viewport: Create Content (bulk, with its progress),
 * Create More, Download and Reset, with the page's save state. A viewer's page keeps Download only; the others
 * are disabled with the reason.
 */
export function PageActionsBar({
  progress,
  busy,
  onCreateContent,
  onStop,
  onCreateMore,
  onDownload,
  onReset,
  saveState,
  readOnlyReason = null,
}: {
  saveState?: SyncState;
  /** Why this user may not change the rows (a viewer), or null. */
  readOnlyReason?: string | null;
  progress: BulkProgress | null;
  busy: boolean;
  onCreateContent: () => void;
  /** Stops Create Content: rows being written keep their text so far, queued rows are not started. */
  onStop: () => void;
  onCreateMore: () => void;
  onDownload: () => void;
  onReset: (opener: HTMLElement) => void;
}) {
  const running = progress?.running ?? false;
  // The page passes the viewer's reason (shown above its rows); the bar also reads the role itself, so it is right
  // wherever it is used, and names what a writer cannot do here (schedule) when the page has not said it.
  const write = useCapability("write");
  const publish = useCapability("publish");
  const reasonHere = readOnlyReason ?? write.reason;
  const readOnly = reasonHere !== null;
  const why = reasonHere ?? undefined;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:-mx-6 md:px-6">
      <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:gap-3">
        {/* Actions sit on the left: toasts appear bottom-right and must not cover them. */}
        <div className="flex gap-2 sm:flex-wrap">
          <Button type="button" onClick={onCreateContent} disabled={running || readOnly} title={why} className="flex-1 sm:flex-none">
            {running ? <Spinner /> : <Wand2 aria-hidden />}
            {running ? copy.generatingAll : copy.createContent}
          </Button>
          {running && (
            <Button type="button" variant="outline" onClick={onStop} aria-label={copy.stop} className="max-sm:w-9 max-sm:px-0">
              <Square aria-hidden className="fill-current" />
              <span className="max-sm:sr-only">{copy.stop}</span>
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            onClick={onCreateMore}
            disabled={readOnly}
            title={why}
            aria-label={copy.createMore}
            className="max-sm:w-9 max-sm:px-0"
          >
            <Plus aria-hidden />
            <span className="max-sm:sr-only">{copy.createMore}</span>
          </Button>
          <Button type="button" variant="outline" onClick={onDownload} aria-label={copy.download} className="max-sm:w-9 max-sm:px-0">
            <Download aria-hidden />
            <span className="max-sm:sr-only">{copy.download}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={busy || readOnly}
            title={why}
            aria-label={copy.reset}
            className="text-muted-foreground hover:text-destructive max-sm:w-9 max-sm:px-0"
            onClick={(event) => onReset(event.currentTarget)}
          >
            <RotateCcw aria-hidden />
            <span className="max-sm:sr-only">{copy.reset}</span>
          </Button>
        </div>
        {progress && <BulkProgressView progress={progress} />}
        {readOnlyReason === null && <RoleReason reason={write.reason ?? publish.reason} className="lg:ml-auto" />}
        {saveState && (
          <div className="flex min-w-0 items-center lg:ml-auto">
            <SaveStateView state={saveState} />
          </div>
        )}
      </div>
    </div>
  );
}
