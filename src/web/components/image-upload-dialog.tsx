import { useQueryClient } from "@tanstack/react-query";
import { ImagePlus, Upload, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { IMAGES } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { componentsCopy } from "@/web/components/copy";
import { DropZone } from "@/web/components/drop-zone";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { toastUploadFailures } from "@/web/components/upload-failures";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { cn } from "@/web/lib/cn";
import { toast } from "@/web/lib/toast";
import { queryRoots } from "@/web/lib/query-roots";

export type UploadedImageRow = ApiData<"/api/uploads", "post">["data"][number];

const copy = componentsCopy.imageUpload;

interface Picked {
  key: string;
  file: File;
  preview: string;
  error?: string;
}

const ACCEPT = IMAGES.allowedMimeTypes.join(",");
const UPLOAD_CONCURRENCY = 3;
/** Keys for picked files (crypto.randomUUID needs a secure context; self-hosted installs may run on plain http). */
let pickCounter = 0;

function precheck(file: File): string | undefined {
  if (!(IMAGES.allowedMimeTypes as readonly string[]).includes(file.type)) return messages.images.unsupportedType;
  if (file.size > IMAGES.maxUploadBytes) return messages.images.tooLarge;
  return undefined;
}

export interface ImageUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stored images (`POST /api/uploads` rows), called with whatever uploaded, even when some files failed. */
  onUploaded?: (rows: UploadedImageRow[]) => void;
}

/**
 * The image upload dialog of spec §2: a multi-file picker with thumbnail previews, Cancel and Upload. Each file
 * is its own request, so one bad file does not sink the rest; failed files stay listed with their reason. The
 * dialog closes and clears once every file is stored (idle, uploading, done).
 */
export function ImageUploadDialog({ open, onOpenChange, onUploaded }: ImageUploadDialogProps) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [uploading, setUploading] = useState(false);
  const [hint, setHint] = useState<string | null>(null);

  // Previews are blob URLs: release whatever is still listed when the dialog unmounts.
  const latest = useRef(picked);
  useEffect(() => {
    latest.current = picked;
  }, [picked]);
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  function add(files: File[]) {
    const next = Array.from(files).map((file) => ({ key: `${file.name}-${file.size}-${(pickCounter += 1)}`, file, preview: URL.createObjectURL(file), error: precheck(file) }));
    setPicked((current) => [...current, ...next]);
    setHint(null);
  }

  function remove(key: string) {
    setPicked((current) => {
      current.filter((p) => p.key === key).forEach((p) => URL.revokeObjectURL(p.preview));
      return current.filter((p) => p.key !== key);
    });
  }

  function clear() {
    picked.forEach((p) => URL.revokeObjectURL(p.preview));
    setPicked([]);
    setHint(null);
  }

  function close(next: boolean) {
    if (uploading) return;
    if (!next) clear();
    onOpenChange(next);
  }

  async function uploadOne(item: Picked): Promise<UploadedImageRow[]> {
    const form = new FormData();
    form.append("files", item.file, item.file.name);
    return (await unwrap(client.POST("/api/uploads", { body: {}, bodySerializer: () => form }))).data;
  }

  async function upload() {
    const ready = picked.filter((p) => !p.error);
    if (!ready.length) return setHint(messages.images.selectAtLeastOne);
    setUploading(true);
    const stored: UploadedImageRow[] = [];
    const failures = new Map<string, string>();
    const queue = [...ready];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        try {
          stored.push(...(await uploadOne(item)));
        } catch (err) {
          failures.set(item.key, errorMessage(err));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, ready.length) }, worker));
    setUploading(false);
    if (stored.length) {
      void queryClient.invalidateQueries({ queryKey: queryRoots.uploads });
      onUploaded?.(stored);
    }
    const blocked = picked.some((p) => p.error);
    if (!failures.size && !blocked) {
      toast.success(copy.uploaded(stored.length));
      clear();
      onOpenChange(false);
      return;
    }
    toastUploadFailures(
      picked.flatMap((p) => {
        const reason = p.error ?? failures.get(p.key);
        return reason ? [{ name: p.file.name, reason }] : [];
      }),
    );
    // Keep only what did not upload, each with its reason.
    setPicked((current) =>
      current.flatMap((p) => {
        if (p.error) return [p];
        if (failures.has(p.key)) return [{ ...p, error: failures.get(p.key) }];
        URL.revokeObjectURL(p.preview);
        return [];
      }),
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <DropZone icon={ImagePlus} title={copy.choose} hint={copy.drop} accept={ACCEPT} multiple disabled={uploading} onFiles={add} />

        {picked.length > 0 && (
          <ul className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4" aria-label={copy.title}>
            {picked.map((p) => (
              <li key={p.key} className="relative flex flex-col gap-1">
                <div className={cn("aspect-square overflow-hidden rounded-md border bg-muted", p.error && "border-destructive")}>
                  <img src={p.preview} alt={p.file.name} className="size-full object-cover" />
                </div>
                <span className="truncate text-xs" title={p.file.name}>
                  {p.file.name}
                </span>
                {p.error && <span className="text-xs text-destructive">{p.error}</span>}
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute top-1 right-1 size-6 rounded-full"
                  onClick={() => remove(p.key)}
                  disabled={uploading}
                  aria-label={copy.remove(p.file.name)}
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
          <Button variant="outline" onClick={() => close(false)} disabled={uploading}>
            {copy.cancel}
          </Button>
          <Button onClick={() => void upload()} disabled={uploading}>
            {uploading ? <Spinner /> : <Upload aria-hidden="true" />}
            {uploading ? copy.uploading : copy.upload}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
