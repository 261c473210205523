import { Upload } from "lucide-react";
import { useState } from "react";
import { ImageUploadDialog, type UploadedImageRow } from "@/web/components/image-upload-dialog";
import { Button } from "@/web/components/ui/button";
import { uploadsCopy } from "../copy";

const copy = uploadsCopy;

/**
 * My Images' Upload button with the shared image upload dialog (src/web/components/image-upload-dialog.tsx,
 * which content pages use too). The dialog refreshes every "uploads" query itself.
 */
export function UploadImagesButton({ onUploaded }: { onUploaded?: (rows: UploadedImageRow[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {copy.upload}
      </Button>
      <ImageUploadDialog open={open} onOpenChange={setOpen} onUploaded={onUploaded} />
    </>
  );
}
