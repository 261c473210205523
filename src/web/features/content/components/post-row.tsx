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
  "bg-card align-top border-border max-md:block max-md:px-4 max-md:py-3 md:border-y md:px-3 md:py-4 md:first:rounded-l-xl md:first:border-l md:last:rounded-r-xl md:last:border-r";

const mobileLabel = "mb-2 block text-xs font-semibold tracking-wide text-muted-foreground uppercase md:hidden";

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
      className={cn(
        "group/row max-md:mb-4 max-md:block max-md:overflow-hidden max-md:rounded-xl max-md:border max-md:shadow-xs md:[&>td]:shadow-none",
        row.isAlternative && "[&>td]:bg-accent/30",
      )}
    >
      <td className={cn(cell, "w-10 text-center max-md:flex max-md:items-center max-md:justify-between max-md:border-b max-md:bg-muted/40 max-md:py-2 md:pr-0")}>
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground tabular-nums max-md:bg-background">
          {number}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive md:hidden"
          aria-label={contentCopy.row.deleteRow(number)}
          disabled={row.isLoading}
          onClick={() => handlers.remove(row.id)}
        >
          <Trash2 aria-hidden />
        </Button>
      </td>
      <td className={cn(cell, "md:w-[32%]")}>
        <span className={mobileLabel}>{t.content}</span>
        <RowSourceCell row={row} handlers={handlers} />
      </td>
      <td className={cn(cell, "md:w-[22%]")}>
        <span className={mobileLabel}>{t.settings}</span>
        <RowSettingsCell row={row} catalog={catalog} handlers={handlers} />
      </td>
      <td className={cell}>
        <span className={mobileLabel}>{t.post}</span>
        <RowPostCell row={row} handlers={handlers} />
      </td>
      <td className={cn(cell, "w-12 pl-0 max-md:hidden")}>
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
