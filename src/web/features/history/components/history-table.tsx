import type { HistoryItem } from "@/shared/contracts/history";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { historyCopy } from "../copy";
import type { SelectAllState, Selection } from "../selection";
import { HistoryRow } from "./history-row";

interface HistoryTableProps {
  items: HistoryItem[];
  selection: Selection;
  allState: SelectAllState;
  onSelect: (id: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  onOpen: (item: HistoryItem) => void;
  onDelete: (item: HistoryItem) => void;
}

/** Type, Content, Original, Created and delete, with a select-all checkbox; scrolls sideways on narrow screens. */
export function HistoryTable({ items, selection, allState, onSelect, onSelectAll, onOpen, onDelete }: HistoryTableProps) {
  const c = historyCopy.columns;
  return (
    <div className="rounded-xl border bg-card shadow-xs">
      <Table className="min-w-[760px]">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>
              <Checkbox checked={allState} onCheckedChange={(v) => onSelectAll(v === true)} aria-label={historyCopy.selectAll} />
            </TableHead>
            <TableHead>{c.type}</TableHead>
            <TableHead>{c.content}</TableHead>
            <TableHead>{c.original}</TableHead>
            <TableHead>{c.created}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{c.actions}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <HistoryRow
              key={item.id}
              item={item}
              selected={selection.has(item.id)}
              onSelect={(on) => onSelect(item.id, on)}
              onOpen={() => onOpen(item)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
