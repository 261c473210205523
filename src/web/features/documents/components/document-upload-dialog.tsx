import { FileUp, Upload, X } from "lucide-react";
import { useState } from "react";
import { messages } from "@/shared/messages";
import { DropZone } from "@/web/components/drop-zone";
import { RoleReason } from "@/web/components/role-reason";
import { Button } from "@/web/components/ui/button";
import { useCapability } from "@/web/lib/workspace-role";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { toastUploadFailures, type UploadFailure } from "@/web/components/upload-failures";
import { errorMessage } from "@/web/lib/api-error";
import { formatBytes } from "@/web/lib/files";
import { toast } from "@/web/lib/toast";
import { useUploadDocument } from "../api/upload-document";
import { documentsCopy as copy } from "../copy";
import { DOCUMENT_ACCEPT, documentFileProblem } from "../lib/document-file";

interface Chosen {
  key: string;
  file: File;
  /** Why it cannot be sent, or why it failed last time. */
  problem?: string;
}

let chosenCounter = 0;

/**
 * The Upload button and dialog: .pdf, .doc, .docx or .txt files, one request each, the text extracted on the
 * server. A file that fails stays listed with its reason and the toast names it (issue 24 point 15); the
 * others are stored.
 */
export function DocumentUploadDialog() {
  const upload = useUploadDocument();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [uploading, setUploading] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  // Uploading is writing to the workspace: a viewer sees the button disabled, and why.
  const write = useCapability("write");

  function choose(files: File[]) {
    const next = files.map((file) => ({ key: `${file.name}-${(chosenCounter += 1)}`, file, problem: documentFileProblem(file) }));
    setChosen((current) => [...current, ...next]);
    setHint(null);
  }

  function openChange(next: boolean) {
    if (uploading) return;
    setOpen(next);
    if (!next) clear();
  }

  function clear() {
    setChosen([]);
    setHint(null);
  }

  async function submit() {
    const ready = chosen.filter((c) => !c.problem);
    if (!ready.length) return setHint(chosen[0]?.problem ?? messages.documents.selectFile);
    setUploading(true);
    const failed = new Map<string, string>();
    let stored = 0;
    for (const item of ready) {
      try {
        const doc = await upload.mutateAsync(item.file);
        // Stored, but its text could not be read: it is listed as failed, and named here.
        if (doc.status === "ready") stored += 1;
        else failed.set(item.key, doc.error ?? messages.documents.uploadFailed);
      } catch (err) {
        failed.set(item.key, errorMessage(err));
      }
    }
    setUploading(false);
    const failures: UploadFailure[] = chosen.flatMap((c) => {
      const reason = c.problem ?? failed.get(c.key);
      return reason ? [{ name: c.file.name, reason }] : [];
    });
    if (!failures.length) {
      toast.success(stored === 1 ? messages.documents.uploaded : copy.uploadedMany(stored));
      setOpen(false);
      clear();
      return;
    }
    if (stored) toast.success(copy.uploadedMany(stored));
    toastUploadFailures(failures);
    // Keep only what did not upload, each with its reason.
    setChosen((current) => current.flatMap((c) => (c.problem ? [c] : failed.has(c.key) ? [{ ...c, problem: failed.get(c.key) }] : [])));
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
          title={chosen.length ? copy.chosen(chosen.length) : copy.chooseFile}
          hint={`${copy.dropHint} · ${copy.accepted}`}
          accept={DOCUMENT_ACCEPT}
          inputLabel={copy.chooseFile}
          multiple
          disabled={uploading}
          onFiles={choose}
        />
        {chosen.length > 0 && (
          <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto" aria-label={copy.uploadTitle}>
            {chosen.map((c) => (
              <li key={c.key} className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium" title={c.file.name}>
                    {c.file.name}
                  </span>
                  <span className="text-xs text-muted-foreground">{formatBytes(c.file.size)}</span>
                  {c.problem && (
                    <span role="alert" className="text-xs text-destructive">
                      {c.problem}
                    </span>
                  )}
                </div>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-6"
                  disabled={uploading}
                  aria-label={copy.removeFile(c.file.name)}
                  onClick={() => setChosen((current) => current.filter((x) => x.key !== c.key))}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {hint && (
          <p role="alert" className="text-sm text-destructive">
            {hint}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => openChange(false)} disabled={uploading}>
            {copy.cancel}
          </Button>
          <Button onClick={() => void submit()} disabled={uploading}>
            {uploading ? <Spinner /> : <Upload aria-hidden="true" />}
            {uploading ? copy.uploading : copy.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
