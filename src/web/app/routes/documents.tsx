import { PageHeader } from "@/web/components/ui/page-header";
import { DocumentList } from "@/web/features/documents/components/document-list";
import { DocumentUploadDialog } from "@/web/features/documents/components/document-upload-dialog";
import { documentsCopy } from "@/web/features/documents/copy";

/** Document Loader: upload PDF, DOCX or TXT files, read their text and send it to the Content Playground. */
export default function DocumentsPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={documentsCopy.title} description={documentsCopy.description} actions={<DocumentUploadDialog />} />
      <DocumentList />
    </div>
  );
}
