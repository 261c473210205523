import { Copy, NotebookPen, Sparkles } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import type { DocumentSummary } from "@/shared/contracts/documents";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDocument } from "../api/get-document";
import { documentsCopy as copy } from "../copy";

interface Props {
  doc: DocumentSummary | null;
  onClose: () => void;
  onSend: (doc: DocumentSummary, autoExtract: boolean) => void;
}

/** The whole extracted text of a document, with the ways to use it. */
export function DocumentTextDialog({ doc, onClose, onSend }: Props) {
  const detail = useDocument(doc?.id ?? null);
  const text = detail.data?.extracted_text ?? "";

  async function copyText() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copy.copied);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <Dialog open={doc !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-all">{doc?.filename}</DialogTitle>
          <DialogDescription>{doc && (doc.status === "failed" ? doc.error : copy.characters(doc.text_length))}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[55dvh] min-h-40 overflow-y-auto rounded-md border bg-muted/30 p-4">
          {detail.isPending ? (
            <div className="flex flex-col gap-2" aria-label={copy.loadingText}>
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-10/12" />
              <Skeleton className="h-4 w-9/12" />
            </div>
          ) : detail.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(detail.error)}
            </p>
          ) : (
            <p className="text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="document-text">
              {text || copy.noPreview}
            </p>
          )}
        </div>
        <DialogFooter className="flex-wrap">
          <Button variant="outline" onClick={() => void copyText()} disabled={!text}>
            <Copy aria-hidden="true" />
            {copy.copyText}
          </Button>
          <Button variant="outline" onClick={() => doc && onSend(doc, false)} disabled={!text}>
            <NotebookPen aria-hidden="true" />
            {copy.useAsNote}
          </Button>
          <Button onClick={() => doc && onSend(doc, true)} disabled={!text}>
            <Sparkles aria-hidden="true" />
            {copy.extractTopics}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
