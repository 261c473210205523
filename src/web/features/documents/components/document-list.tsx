import { FileText } from "lucide-react";
import { useState } from "react";
import type { DocumentSummary } from "@/shared/contracts/documents";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Skeleton } from "@/web/components/ui/skeleton";
import { errorMessage } from "@/web/lib/api-error";
import { useDocuments } from "../api/get-documents";
import { documentsCopy as copy } from "../copy";
import { useSendToPlayground } from "../hooks/use-send-to-playground";
import { DeleteDocumentDialog } from "./delete-document-dialog";
import { DocumentCard } from "./document-card";
import { DocumentTextDialog } from "./document-text-dialog";

/** The user's documents with their loading, empty and error states, the text dialog and delete confirmation. */
export function DocumentList() {
  const documents = useDocuments();
  const { send, pendingId } = useSendToPlayground();
  const [viewing, setViewing] = useState<DocumentSummary | null>(null);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);

  if (documents.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (documents.isError) {
    return (
      <EmptyState
        role="alert"
        title={copy.loadFailed}
        description={errorMessage(documents.error)}
        action={
          <Button variant="outline" onClick={() => void documents.refetch()}>
            {copy.retry}
          </Button>
        }
      />
    );
  }
  if (!documents.data.length) return <EmptyState icon={FileText} title={copy.emptyTitle} description={copy.emptyDescription} />;

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2" aria-label={copy.listTitle}>
        {documents.data.map((doc) => (
          <li key={doc.id} className="min-w-0">
            <DocumentCard
              doc={doc}
              sending={pendingId === doc.id}
              onView={() => setViewing(doc)}
              onSend={(autoExtract) => void send(doc, autoExtract)}
              onDelete={() => setDeleting(doc)}
            />
          </li>
        ))}
      </ul>
      <DocumentTextDialog doc={viewing} onClose={() => setViewing(null)} onSend={(doc, autoExtract) => void send(doc, autoExtract)} />
      <DeleteDocumentDialog doc={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
