import { Download, Plus, RotateCcw, Square, Wand2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Progress } from "@/web/components/ui/progress";
import { Spinner } from "@/web/components/ui/spinner";
import { RoleReason } from "@/web/components/role-reason";
import { useCapability } from "@/web/lib/workspace-role";
import { contentCopy } from "../copy";
import type { BulkProgress } from "../hooks/use-bulk-generation";

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

/**
 * The page's actions, kept in reach at the bottom of the viewport: Create Content (bulk, with its progress),
 * Create More, Download and Reset.
 */
export function PageActionsBar({
  progress,
  busy,
  onCreateContent,
  onStop,
  onCreateMore,
  onDownload,
  onReset,
}: {
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
  // Generating needs a writer (the rows' tools and Schedule say so too): the one reason for the page shows here.
  const write = useCapability("write");
  const publish = useCapability("publish");
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:-mx-6 md:px-6">
      <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:gap-3">
        {/* Actions sit on the left: toasts appear bottom-right and must not cover them. */}
        <div className="flex gap-2 sm:flex-wrap">
          <Button
            type="button"
            onClick={onCreateContent}
            disabled={running || !write.allowed}
            title={write.reason ?? undefined}
            className="flex-1 sm:flex-none"
          >
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
            aria-label={copy.createMore}
            disabled={!write.allowed}
            title={write.reason ?? undefined}
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
            disabled={busy}
            aria-label={copy.reset}
            className="text-muted-foreground hover:text-destructive max-sm:w-9 max-sm:px-0"
            onClick={(event) => onReset(event.currentTarget)}
          >
            <RotateCcw aria-hidden />
            <span className="max-sm:sr-only">{copy.reset}</span>
          </Button>
        </div>
        {progress && <BulkProgressView progress={progress} />}
        <RoleReason reason={write.reason ?? publish.reason} className="lg:ml-auto" />
      </div>
    </div>
  );
}
