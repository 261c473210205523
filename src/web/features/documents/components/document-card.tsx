import { format } from "date-fns";
import { Download, Eye, FileText, MoreHorizontal, NotebookPen, Sparkles, Trash2 } from "lucide-react";
import { HISTORY } from "@/shared/constants";
import { sameOriginStorageUrl } from "@/shared/contracts/images";
import type { DocumentSummary } from "@/shared/contracts/documents";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useCapability } from "@/web/lib/workspace-role";
import { Card } from "@/web/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/web/components/ui/dropdown-menu";
import { Spinner } from "@/web/components/ui/spinner";
import { formatBytes } from "@/web/lib/files";
import { documentsCopy as copy } from "../copy";
import { documentKind } from "../lib/document-file";

interface Props {
  doc: DocumentSummary;
  sending: boolean;
  onView: () => void;
  onSend: (autoExtract: boolean) => void;
  onDelete: () => void;
}

const STATUS = {
  ready: { label: copy.statusReady, variant: "success" },
  failed: { label: copy.statusFailed, variant: "destructive" },
  processing: { label: copy.statusProcessing, variant: "secondary" },
} as const;

/** One document: name, type, size, date, status and a preview of its text, with its actions. */
export function DocumentCard({ doc, sending, onView, onSend, onDelete }: Props) {
  const ready = doc.status === "ready" && doc.text_length > 0;
  const write = useCapability("write");
  const status = STATUS[doc.status];
  return (
    <Card className="gap-3 p-4" data-testid="document-card">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
          <FileText aria-hidden="true" className="size-5" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="truncate font-medium" title={doc.filename}>
            {doc.filename}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span>{copy.types[documentKind(doc.mime_type)]}</span>
            <span aria-hidden="true">·</span>
            <span>{formatBytes(doc.size_bytes)}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={doc.created_at}>{format(new Date(doc.created_at), HISTORY.dateFormat)}</time>
            <Badge variant={status.variant}>{status.label}</Badge>
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={copy.actionsFor(doc.filename)}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {doc.url && (
              <DropdownMenuItem asChild>
                <a href={sameOriginStorageUrl(doc.url)} download={doc.filename}>
                  <Download aria-hidden="true" />
                  {copy.download}
                </a>
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete} disabled={!write.allowed} title={write.reason ?? undefined}>
              <Trash2 aria-hidden="true" />
              {copy.delete}
            </DropdownMenuItem>
            {!write.allowed && <p className="max-w-56 px-2 py-1.5 text-xs text-muted-foreground">{write.reason}</p>}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {doc.status === "failed" ? (
        <p className="text-sm text-destructive">{doc.error}</p>
      ) : (
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">{doc.text_preview || copy.noPreview}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onView}>
          <Eye aria-hidden="true" />
          {copy.viewText}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onSend(false)} disabled={!ready || sending}>
          <NotebookPen aria-hidden="true" />
          {copy.useAsNote}
        </Button>
        <Button size="sm" onClick={() => onSend(true)} disabled={!ready || sending}>
          {sending ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {copy.extractTopics}
        </Button>
      </div>
    </Card>
  );
}
