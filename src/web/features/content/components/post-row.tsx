import { memo } from "react";
import { CloudOff, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { contentCopy } from "../copy";
import type { PostRow } from "../lib/post-row";
import type { PageCatalog } from "../hooks/use-page-catalog";
import type { RowHandlers } from "./row-handlers";
import { RowPostCell } from "./row-post-cell";
import { RowSettingsCell } from "./row-settings-cell";
import { RowSourceCell } from "./row-source-cell";

/**
 * Cells of a card-like row: on md+ a table row whose cells share one rounded border; below md each row is a
 * stacked card (the table's layout is switched off and every cell becomes a block).
 */
const cell =
  "bg-card align-top border-border max-lg:block max-lg:px-4 max-lg:py-3 lg:border-y lg:px-3 lg:py-4 lg:first:rounded-l-xl lg:first:border-l lg:last:rounded-r-xl lg:last:border-r";

const mobileLabel = "mb-2 block text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:hidden";

export const PostRowView = memo(function PostRowView({
  row,
  number,
  catalog,
  handlers,
  saveError,
  onRetrySave,
}: {
  row: PostRow;
  number: number;
  catalog: PageCatalog;
  handlers: RowHandlers;
  /** Why this row's last save was refused (issue 25): shown on the row with Retry. */
  saveError?: string;
  onRetrySave?: (id: string) => void;
}) {
  const t = contentCopy.table;
  return (
    <tr
      aria-label={t.rowLabel(number)}
      data-row-id={row.id}
      className={cn("group/row max-lg:mb-4 max-lg:block max-lg:overflow-hidden max-lg:rounded-xl max-lg:border max-lg:shadow-xs lg:[&>td]:shadow-none")}
    >
      <td
        className={cn(
          cell,
          "lg:w-10 lg:text-center max-lg:flex max-lg:items-center max-lg:justify-between max-lg:border-b max-lg:bg-muted/40 max-lg:py-2 lg:pr-0",
        )}
      >
        <span
          className={cn(
            "inline-flex size-7 items-center justify-center rounded-full text-xs font-semibold tabular-nums",
            row.isAlternative ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground max-lg:bg-background",
          )}
        >
          {number}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive lg:hidden"
          aria-label={contentCopy.row.deleteRow(number)}
          disabled={row.isLoading}
          onClick={() => handlers.remove(row.id)}
        >
          <Trash2 aria-hidden />
        </Button>
      </td>
      <td className={cn(cell, "lg:w-[40%]")}>
        <span className={mobileLabel}>{t.content}</span>
        <div className="flex flex-col gap-4">
          {saveError !== undefined && <SaveFailure reason={saveError} number={number} onRetry={() => onRetrySave?.(row.id)} />}
          <RowSourceCell row={row} handlers={handlers} />
          <RowSettingsCell row={row} catalog={catalog} handlers={handlers} />
        </div>
      </td>
      <td className={cell}>
        <span className={mobileLabel}>{t.post}</span>
        <RowPostCell row={row} handlers={handlers} />
      </td>
      <td className={cn(cell, "w-12 pl-0 max-lg:hidden")}>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          aria-label={contentCopy.row.deleteRow(number)}
          disabled={row.isLoading}
          onClick={() => handlers.remove(row.id)}
        >
          <Trash2 aria-hidden />
        </Button>
      </td>
    </tr>
  );
});

/** A save the server refused (too large, not allowed): the reason on the row, and Retry. */
function SaveFailure({ reason, number, onRetry }: { reason: string; number: number; onRetry: () => void }) {
  const copy = contentCopy.drafts;
  return (
    <div
      role="alert"
      data-testid="row-save-failure"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
    >
      <span className="flex min-w-0 items-start gap-2 break-words">
        <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        {copy.notSaved(reason)}
      </span>
      <Button type="button" size="sm" variant="outline" aria-label={copy.retryLabel(number)} onClick={onRetry}>
        <RotateCcw aria-hidden />
        {copy.retry}
      </Button>
    </div>
  );
}
