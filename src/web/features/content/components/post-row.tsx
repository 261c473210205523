import { memo } from "react";
import { Trash2 } from "lucide-react";
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
}: {
  row: PostRow;
  number: number;
  catalog: PageCatalog;
  handlers: RowHandlers;
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
