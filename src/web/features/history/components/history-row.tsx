import { format } from "date-fns";
import { Trash2 } from "lucide-react";
import { CONTENT_TYPE_LABELS } from "@/shared/content-types";
import { HISTORY } from "@/shared/constants";
import type { HistoryItem } from "@/shared/contracts/history";
import { markdownPreview } from "@/web/lib/markdown";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { useCapability } from "@/web/lib/workspace-role";
import { PostNumbers } from "@/web/shared/post-numbers/post-numbers";
import { historyCopy } from "../copy";

interface HistoryRowProps {
  item: HistoryItem;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
  onDelete: () => void;
}

const preview = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** One history row: a click (or the content button) opens its details; the checkbox and delete stay separate. */
export function HistoryRow({ item, selected, onSelect, onOpen, onDelete }: HistoryRowProps) {
  const plain = markdownPreview(item.content);
  const short = preview(plain);
  const write = useCapability("write");
  return (
    <TableRow data-state={selected ? "selected" : undefined} onClick={onOpen} className="cursor-pointer">
      <TableCell onClick={(e) => e.stopPropagation()}>
        <Checkbox checked={selected} onCheckedChange={(v) => onSelect(v === true)} aria-label={historyCopy.selectRow(short)} />
      </TableCell>
      <TableCell>
        <Badge variant="secondary">{CONTENT_TYPE_LABELS[item.content_type] ?? item.content_type}</Badge>
      </TableCell>
      <TableCell className="max-w-md min-w-64">
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
          aria-label={historyCopy.viewRow(short)}
          className="line-clamp-2 w-full rounded-sm text-start outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {plain}
        </button>
        {item.post_numbers !== undefined && <PostNumbers numbers={item.post_numbers} platform={String(item.metadata.platform)} showEmpty className="mt-1" />}
      </TableCell>
      <TableCell className="max-w-xs min-w-48 text-muted-foreground">
        <span className="line-clamp-2">{item.original_content || historyCopy.none}</span>
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        <time dateTime={item.created_at}>{format(new Date(item.created_at), HISTORY.dateFormat)}</time>
      </TableCell>
      <TableCell className="text-right" onClick={(e) => e.stopPropagation()}>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          disabled={!write.allowed}
          title={write.reason ?? undefined}
          aria-label={historyCopy.deleteRowLabel(short)}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
