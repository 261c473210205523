import { useMemo, useState } from "react";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { DialogFooter } from "@/web/components/ui/dialog";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import type { HistoryItem } from "../api/get-history-candidates";
import { clusterCopy } from "../copy";
import { contentTypeLabel, formatDate } from "../lib/format";
import { diffMembership, toggleMember, truncateContent, type MembershipDiff } from "../lib/membership";

interface MembershipEditorProps {
  /** History rows to choose from: the latest history plus the current members. */
  items: HistoryItem[];
  initial: ReadonlySet<string>;
  saving: boolean;
  onCancel: () => void;
  onSave: (chosen: string[], diff: MembershipDiff) => void;
}

/** The Manage dialog's table: a checkbox per piece of content, its preview, type, date and an 'In Cluster' badge. */
export function MembershipEditor({ items, initial, saving, onCancel, onSave }: MembershipEditorProps) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(initial));
  const diff = useMemo(() => diffMembership(initial, chosen), [initial, chosen]);

  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={clusterCopy.noHistory} description={clusterCopy.noHistoryHint} />
      ) : (
        <div className="-mx-6 max-h-[55dvh] overflow-y-auto border-y px-6">
          <Table>
            <TableHeader className="sticky top-0 z-10 bg-background">
              <TableRow>
                <TableHead>
                  <span className="sr-only">{clusterCopy.columns.select}</span>
                </TableHead>
                <TableHead>{clusterCopy.columns.content}</TableHead>
                <TableHead className="max-sm:hidden">{clusterCopy.columns.type}</TableHead>
                <TableHead className="max-sm:hidden">{clusterCopy.columns.created}</TableHead>
                <TableHead>
                  <span className="sr-only">{clusterCopy.columns.status}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => {
                const preview = truncateContent(item.content);
                const checked = chosen.has(item.id);
                return (
                  <TableRow key={item.id} data-state={checked ? "selected" : undefined}>
                    <TableCell>
                      <Checkbox id={`member-${item.id}`} checked={checked} onCheckedChange={(v) => setChosen((c) => toggleMember(c, item.id, v === true))} aria-label={clusterCopy.selectPost(preview)} />
                    </TableCell>
                    <TableCell className="sm:min-w-56">
                      <label htmlFor={`member-${item.id}`} className="cursor-pointer break-words">
                        {preview}
                      </label>
                      {/* On narrow screens type and date sit under the content instead of in their columns. */}
                      <span className="mt-1 block text-xs text-muted-foreground sm:hidden">
                        {contentTypeLabel(item.content_type)} · {formatDate(item.created_at)}
                      </span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground max-sm:hidden">{contentTypeLabel(item.content_type)}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground max-sm:hidden">{formatDate(item.created_at)}</TableCell>
                    <TableCell>{initial.has(item.id) && <Badge variant="secondary">{messages.clusters.inCluster}</Badge>}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      <DialogFooter className="sm:items-center">
        <p className="text-sm text-muted-foreground max-sm:order-last max-sm:text-center sm:mr-auto" aria-live="polite">
          {clusterCopy.selected(chosen.size)}
        </p>
        <Button variant="outline" onClick={onCancel}>
          {messages.common.cancel}
        </Button>
        <Button onClick={() => onSave([...chosen], diff)} disabled={saving || items.length === 0}>
          {saving ? clusterCopy.saving : messages.common.save}
        </Button>
      </DialogFooter>
    </>
  );
}
