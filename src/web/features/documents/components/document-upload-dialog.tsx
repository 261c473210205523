import { FileUp, Upload } from "lucide-react";
import { useId, useState } from "react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { cn } from "@/web/lib/cn";
import { formatBytes } from "@/web/lib/files";
import { toast } from "@/web/lib/toast";
import { useUploadDocument } from "../api/upload-document";
import { documentsCopy as copy } from "../copy";
import { DOCUMENT_ACCEPT, documentFileProblem } from "../lib/document-file";

/** The Upload button and dialog: one .pdf, .doc, .docx or .txt file; the text is extracted on the server. */
export function DocumentUploadDialog() {
  const inputId = useId();
  const upload = useUploadDocument();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

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
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden="true" />
          {copy.upload}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.uploadTitle}</DialogTitle>
          <DialogDescription>{copy.uploadDescription}</DialogDescription>
        </DialogHeader>
        <label
          htmlFor={inputId}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            if (!upload.isPending) choose(e.dataTransfer.files[0]);
          }}
          className={cn(
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center text-sm text-muted-foreground transition-colors hover:bg-muted/50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
            dragging && "border-primary bg-primary/5",
          )}
        >
          <FileUp aria-hidden="true" className="size-6" />
          <span className="font-medium text-foreground">{file ? file.name : copy.chooseFile}</span>
          <span>{file ? formatBytes(file.size) : `${copy.dropHint} · ${copy.accepted}`}</span>
          <input
            id={inputId}
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-label={copy.chooseFile}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
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
