import { ImageUploadDialog, type UploadedImageRow } from "@/web/components/image-upload-dialog";
import type { RowImage } from "../lib/post-row";
import { refocusSoon, type Opener } from "@/web/lib/focus-return";

/** AI Toolkit › Upload Files: the shared image upload dialog; every uploaded image becomes an image row. */
export function UploadFilesDialog({
  open,
  opener,
  onOpenChange,
  onUploaded,
}: {
  open: boolean;
  opener: Opener;
  onOpenChange: (open: boolean) => void;
  onUploaded: (images: RowImage[]) => void;
}) {
  return (
    <ImageUploadDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) refocusSoon(opener);
      }}
      onUploaded={(rows: UploadedImageRow[]) => onUploaded(rows.map((row) => ({ id: row.id, url: row.url, path: row.image_path, source: "uploaded" })))}
    />
  );
}
