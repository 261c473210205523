import { ImageOff } from "lucide-react";
import { useState } from "react";
import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { messages } from "@/shared/messages";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";

export interface StorageImageProps {
  src: string;
  alt: string;
  className?: string;
  /** How the image fills its box. */
  fit?: "cover" | "contain";
  errorText?: string;
}

/**
 * An image from storage (a signed URL) loaded from the page's own origin, with a skeleton while it loads and
 * the spec's 'Error loading image' placeholder when it fails. Fills its (sized) parent.
 */
export function StorageImage({ src, alt, className, fit = "cover", errorText = messages.images.errorLoadingImage }: StorageImageProps) {
  const [state, setState] = useState<"loading" | "loaded" | "error">("loading");
  const [shownSrc, setShownSrc] = useState(src);
  if (src !== shownSrc) {
    setShownSrc(src);
    setState("loading");
  }

  if (state === "error") {
    return (
      <div role="img" aria-label={alt} className={cn("flex size-full flex-col items-center justify-center gap-2 bg-muted p-2 text-center text-xs text-muted-foreground", className)}>
        <ImageOff aria-hidden="true" className="size-6" />
        <span>{errorText}</span>
      </div>
    );
  }
  return (
    <div className={cn("relative size-full overflow-hidden bg-muted", className)}>
      {state === "loading" && <Skeleton className="absolute inset-0 rounded-none" />}
      <img
        src={sameOriginStorageUrl(src)}
        alt={alt}
        loading="lazy"
        decoding="async"
        draggable={false}
        onLoad={() => setState("loaded")}
        onError={() => setState("error")}
        className={cn("size-full transition-opacity", fit === "cover" ? "object-cover" : "object-contain", state === "loaded" ? "opacity-100" : "opacity-0")}
      />
    </div>
  );
}
