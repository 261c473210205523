import { useEffect, useMemo, useState } from "react";
import { ImageOff, X } from "lucide-react";
import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { messages } from "@/shared/messages";
import { cn } from "@/web/lib/cn";
import type { RowFile, RowImage } from "../lib/post-row";

/** A preview URL for an image: an object URL for a file on this device (revoked when gone), else the stored one. */
function usePreviewUrl(image: RowFile | RowImage): string {
  const file = "kind" in image && image.kind === "local" ? image.file : null;
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return objectUrl ?? sameOriginStorageUrl((image as RowImage).url);
}

/** The small round × in a thumbnail's corner that takes the image off. */
export function RemoveImageButton({ label, disabled, onClick, className }: { label: string; disabled?: boolean; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "absolute top-0.5 right-0.5 flex size-5 items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm ring-1 ring-border outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring disabled:hidden",
        className,
      )}
    >
      <X aria-hidden className="size-3" />
    </button>
  );
}

function Thumb({
  image,
  removeLabel,
  onRemove,
  disabled,
  size,
}: {
  image: RowFile | RowImage;
  removeLabel: string;
  onRemove?: () => void;
  disabled?: boolean;
  size: "sm" | "md";
}) {
  const src = usePreviewUrl(image);
  const [failed, setFailed] = useState(false);
  return (
    <li className={cn("group relative shrink-0 overflow-hidden rounded-md border bg-muted", size === "md" ? "size-16" : "size-12")}>
      {failed ? (
        <span className="flex size-full items-center justify-center text-muted-foreground" title={messages.images.errorLoading}>
          <ImageOff aria-hidden className="size-4" />
          <span className="sr-only">{messages.images.errorLoading}</span>
        </span>
      ) : (
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" onError={() => setFailed(true)} />
      )}
      {onRemove && <RemoveImageButton label={removeLabel} disabled={disabled} onClick={onRemove} className="transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100" />}
    </li>
  );
}

export function ImageThumbs({
  images,
  label,
  removeLabel,
  onRemove,
  disabled,
  size = "md",
}: {
  images: ReadonlyArray<RowFile | RowImage>;
  label: string;
  removeLabel: (n: number) => string;
  onRemove?: (index: number) => void;
  disabled?: boolean;
  size?: "sm" | "md";
}) {
  if (images.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {images.map((image, i) => (
        <Thumb
          key={image.id}
          image={image}
          size={size}
          disabled={disabled}
          removeLabel={removeLabel(i + 1)}
          onRemove={onRemove ? () => onRemove(i) : undefined}
        />
      ))}
    </ul>
  );
}
