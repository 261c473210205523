import { messages } from "@/shared/messages";
import { toast } from "@/web/lib/toast";

export interface UploadFailure {
  name: string;
  reason: string;
}

/**
 * The toast of an upload where some files failed (issue 24 point 15), on every upload surface: its title names
 * the files, and each one's reason follows, never a bare "Upload failed".
 */
export function toastUploadFailures(failures: readonly UploadFailure[]) {
  if (!failures.length) return;
  toast.error(
    messages.common.filesNotUploaded(failures.map((f) => f.name)),
    <ul className="flex flex-col gap-0.5" data-testid="upload-failures">
      {failures.map((f, i) => (
        <li key={`${f.name}-${i}`}>{messages.common.fileProblem(f.name, f.reason)}</li>
      ))}
    </ul>,
  );
}
