import { FileUp, Upload } from "lucide-react";
import { useState } from "react";
import { messages } from "@/shared/messages";
import { DropZone } from "@/web/components/drop-zone";
import { RoleReason } from "@/web/components/role-reason";
import { Button } from "@/web/components/ui/button";
import { useCapability } from "@/web/lib/workspace-role";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { formatBytes } from "@/web/lib/files";
import { toast } from "@/web/lib/toast";
import { useUploadDocument } from "../api/upload-document";
import { documentsCopy as copy } from "../copy";
import { DOCUMENT_ACCEPT, documentFileProblem } from "../lib/document-file";

/** The Upload button and dialog: one .pdf, .doc, .docx or .txt file; the text is extracted on the server. */
export function DocumentUploadDialog() {
  const upload = useUploadDocument();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Uploading is writing to the workspace: a viewer sees the button disabled, and why.
  const write = useCapability("write");

  function choose(next: File | undefined) {
    setFile(next ?? null);
    const issue = next ? documentFileProblem(next) : undefined;
    setProblem(issue ?? null);
  }

  function openChange(next: boolean) {
    if (upload.isPending) return;
    setOpen(next);
    if (!next) clear();
  }

  function clear() {
    setFile(null);
    setProblem(null);
  }

  function submit() {
    const issue = documentFileProblem(file);
    if (issue || !file) return setProblem(issue ?? messages.documents.selectFile);
    upload.mutate(file, {
      onSuccess: (doc) => {
        if (doc.status === "ready") toast.success(messages.documents.uploaded);
        else toast.error(messages.documents.uploadFailed, doc.error ?? undefined);
        setOpen(false);
        clear();
      },
      onError: (err) => {
        setProblem(errorMessage(err));
        toast.error(messages.documents.uploadError, errorMessage(err));
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      {write.allowed ? (
        <DialogTrigger asChild>
          <Button>
            <Upload aria-hidden="true" />
            {copy.upload}
          </Button>
        </DialogTrigger>
      ) : (
        <div className="flex flex-col items-end gap-1">
          <Button disabled title={write.reason ?? undefined}>
            <Upload aria-hidden="true" />
            {copy.upload}
          </Button>
          <RoleReason reason={write.reason} className="max-w-64 text-right" />
        </div>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.uploadTitle}</DialogTitle>
          <DialogDescription>{copy.uploadDescription}</DialogDescription>
        </DialogHeader>
        <DropZone
          icon={FileUp}
          title={file ? file.name : copy.chooseFile}
          hint={file ? formatBytes(file.size) : `${copy.dropHint} · ${copy.accepted}`}
          accept={DOCUMENT_ACCEPT}
          inputLabel={copy.chooseFile}
          disabled={upload.isPending}
          onFiles={(files) => choose(files[0])}
        />
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => openChange(false)} disabled={upload.isPending}>
            {copy.cancel}
          </Button>
          <Button onClick={submit} disabled={upload.isPending}>
            {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            {upload.isPending ? copy.uploading : copy.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
