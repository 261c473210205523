import { ImagePickerDialog, type PickedImage } from "@/web/shared/images/image-picker-dialog";
import type { RowImage } from "../lib/post-row";
import { refocusSoon, type Opener } from "@/web/lib/focus-return";

export const toRowImage = (image: PickedImage): RowImage => ({ id: image.id, url: image.url, path: image.path, source: image.source });

/** The image selection dialog (tabs Generated Images and Uploaded Images) for a row. */
export function RowImagePicker({
  open,
  opener,
  onOpenChange,
  onSelect,
}: {
  open: boolean;
  opener: Opener;
  onOpenChange: (open: boolean) => void;
  onSelect: (images: RowImage[]) => void;
}) {
  return (
    <ImagePickerDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) refocusSoon(opener);
      }}
      onSelect={(images) => onSelect(images.map(toRowImage))}
    />
  );
}
