import { Upload } from "lucide-react";
import { useState } from "react";
import { ImageUploadDialog, type UploadedImageRow } from "@/web/components/image-upload-dialog";
import { RoleReason } from "@/web/components/role-reason";
import { Button } from "@/web/components/ui/button";
import { useCapability } from "@/web/lib/workspace-role";
import { uploadsCopy } from "../copy";

const copy = uploadsCopy;

/**
 * My Images' Upload button with the shared image upload dialog (src/web/components/image-upload-dialog.tsx,
 * which content pages use too). The dialog refreshes every "uploads" query itself.
 */
export function UploadImagesButton({ onUploaded }: { onUploaded?: (rows: UploadedImageRow[]) => void }) {
  const [open, setOpen] = useState(false);
  // Uploading is writing to the workspace: a viewer sees the button disabled, and why.
  const write = useCapability("write");
  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={() => setOpen(true)} disabled={!write.allowed} title={write.reason ?? undefined}>
        <Upload aria-hidden="true" />
        {copy.upload}
      </Button>
      <RoleReason reason={write.reason} className="max-w-64 text-right" />
      {write.allowed && <ImageUploadDialog open={open} onOpenChange={setOpen} onUploaded={onUploaded} />}
    </div>
  );
}
