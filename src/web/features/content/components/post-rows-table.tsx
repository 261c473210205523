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
    <table className="w-full text-sm max-md:block md:table-fixed md:border-separate md:border-spacing-y-3">
      <caption className="sr-only">{t.caption}</caption>
      <thead className="max-md:sr-only">
        <tr>
          <th scope="col" className={`${head} w-10 text-center`}>
            {t.number}
          </th>
          <th scope="col" className={`${head} w-[32%]`}>
            {t.content}
          </th>
          <th scope="col" className={`${head} w-[22%]`}>
            {t.settings}
          </th>
          <th scope="col" className={head}>
            {t.post}
          </th>
          <th scope="col" className={`${head} w-12`}>
            <span className="sr-only">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block">
        {rows.map((row, i) => (
          <PostRowView key={row.id} row={row} number={i + 1} catalog={catalog} handlers={handlers} />
        ))}
      </tbody>
    </table>
  );
}
