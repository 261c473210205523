import { Download } from "lucide-react";
import { useState, type ReactNode } from "react";
import { messages } from "@/shared/messages";
import { StorageImage } from "@/web/components/storage-image";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { downloadImage } from "@/web/lib/files";
import { toast } from "@/web/lib/toast";
import { imagesCopy as copy } from "../copy";
import { DeleteImageButton } from "./delete-image-button";

export interface ImageDetails {
  title: string;
  url: string;
  alt: string;
  downloadName: string;
  /** width / height, to frame the preview without empty bands. */
  aspect?: number;
  rows: [label: string, value: ReactNode][];
}

interface Props {
  details: ImageDetails | null;
  onClose: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** A larger view of one image with its details, Download and Delete (confirmed). */
export function ImageDetailsDialog({ details, onClose, onDelete, deleting }: Props) {
  const [downloading, setDownloading] = useState(false);

  async function download(d: ImageDetails) {
    setDownloading(true);
    try {
      await downloadImage(d.url, d.downloadName);
    } catch (err) {
      toast.error(messages.images.downloadFailed, errorMessage(err));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog open={details !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {details && (
          <>
            <DialogHeader>
              <DialogTitle>{details.title}</DialogTitle>
              <DialogDescription className="sr-only">{details.alt}</DialogDescription>
            </DialogHeader>
            <div className="mx-auto max-h-[55dvh] w-full max-w-full overflow-hidden rounded-md border" style={{ aspectRatio: details.aspect ?? 1, maxWidth: `calc(55dvh * ${details.aspect ?? 1})` }}>
              <StorageImage src={details.url} alt={details.alt} fit="contain" className="bg-muted/40" />
            </div>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              {details.rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 break-words whitespace-pre-wrap">{value}</dd>
                </div>
              ))}
            </dl>
            <DialogFooter>
              <Button variant="outline" onClick={() => void download(details)} disabled={downloading}>
                {downloading ? <Spinner /> : <Download aria-hidden="true" />}
                {copy.download}
              </Button>
              <DeleteImageButton onConfirm={onDelete} deleting={deleting} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
