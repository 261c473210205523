import { Lock } from "lucide-react";
import { contentCopy } from "../copy";
import type { PageCatalog } from "../hooks/use-page-catalog";
import type { PostRow } from "../lib/post-row";
import { PostRowView } from "./post-row";
import type { RowHandlers } from "./row-handlers";

const t = contentCopy.table;
const head = "px-3 pb-1 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";

/**
 * The post rows: a table of card-like rows on md+, stacked cards on phones. A viewer's rows are read-only: every
 * control is disabled (one disabled fieldset) and the reason stands above them.
 */
export function PostRowsTable({
  rows,
  catalog,
  handlers,
  readOnlyReason = null,
  saveFailures = {},
  onRetrySave,
}: {
  rows: PostRow[];
  catalog: PageCatalog;
  handlers: RowHandlers;
  readOnlyReason?: string | null;
  saveFailures?: Record<string, string>;
  onRetrySave?: (id: string) => void;
}) {
  return (
    <fieldset disabled={readOnlyReason !== null} aria-describedby={readOnlyReason !== null ? READ_ONLY_NOTE : undefined} className="m-0 min-w-0 border-0 p-0">
      {readOnlyReason !== null && (
        <p id={READ_ONLY_NOTE} role="note" className="mb-2 flex items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
          <Lock aria-hidden className="size-4 shrink-0" />
          {readOnlyReason}
        </p>
      )}
      <RowsTable rows={rows} catalog={catalog} handlers={handlers} saveFailures={saveFailures} onRetrySave={onRetrySave} />
    </fieldset>
  );
}

const READ_ONLY_NOTE = "content-rows-read-only";

function RowsTable({
  rows,
  catalog,
  handlers,
  saveFailures,
  onRetrySave,
}: {
  rows: PostRow[];
  catalog: PageCatalog;
  handlers: RowHandlers;
  saveFailures: Record<string, string>;
  onRetrySave?: (id: string) => void;
}) {
  return (
    <table className="w-full text-sm max-lg:block lg:table-fixed lg:border-separate lg:border-spacing-y-3">
      <caption className="sr-only">{t.caption}</caption>
      <thead className="max-lg:sr-only">
        <tr>
          <th scope="col" className={`${head} w-10 text-center`}>
            {t.number}
          </th>
          <th scope="col" className={`${head} w-[40%]`}>
            {t.content}
          </th>
          <th scope="col" className={head}>
            {t.post}
          </th>
          <th scope="col" className={`${head} w-12`}>
            <span className="sr-only">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-lg:block">
        {rows.map((row, i) => (
          <PostRowView key={row.id} row={row} number={i + 1} catalog={catalog} handlers={handlers} saveError={saveFailures[row.id]} onRetrySave={onRetrySave} />
        ))}
      </tbody>
    </table>
  );
}
