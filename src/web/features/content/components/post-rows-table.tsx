import { contentCopy } from "../copy";
import type { PageCatalog } from "../hooks/use-page-catalog";
import type { PostRow } from "../lib/post-row";
import { PostRowView } from "./post-row";
import type { RowHandlers } from "./row-handlers";

const t = contentCopy.table;
const head = "px-3 pb-1 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";

/** The post rows: a table of card-like rows on md+, stacked cards on phones. */
export function PostRowsTable({ rows, catalog, handlers }: { rows: PostRow[]; catalog: PageCatalog; handlers: RowHandlers }) {
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
          <PostRowView key={row.id} row={row} number={i + 1} catalog={catalog} handlers={handlers} />
        ))}
      </tbody>
    </table>
  );
}
