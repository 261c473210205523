import { Copy, FileText } from "lucide-react";
import { messages } from "@/shared/messages";
import { PLATFORM_LIMITS } from "@/shared/platform-limits";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { publishingCopy } from "../copy";
import type { PlatformCheck } from "../lib/schedule-form";

const c = publishingCopy.schedule;

/** How the post reads on one platform, with its character counter (live, as the platform counts) and image limit. */
export function PlatformPreview({
  check,
  text,
  imageUrls,
  document,
  onCopy,
}: {
  check: PlatformCheck;
  text: string;
  imageUrls: string[];
  /** A PDF posted as a document here (a carousel on LinkedIn) instead of the images. */
  document?: { pages: number } | null;
  onCopy?: () => void;
}) {
  const maxImages = PLATFORM_LIMITS[check.platform].maxImages;
  const counterId = `counter-${check.platform}`;
  return (
    <section aria-labelledby={`preview-${check.platform}`} className={cn("flex flex-col gap-2 rounded-lg border p-3", (check.over || check.mediaMissing) && "border-destructive")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`preview-${check.platform}`} className="text-sm font-semibold">
          {check.label}
          {check.accounts.length > 0 && <span className="font-normal text-muted-foreground"> · {check.accounts.join(", ")}</span>}
        </h3>
        <div className="flex items-center gap-1">
          <span id={counterId} data-testid={counterId} aria-live="polite" className={cn("text-xs tabular-nums", check.over ? "font-semibold text-destructive" : "text-muted-foreground")}>
            {c.counter(check)}
          </span>
          {onCopy && (
            <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={c.copyText} onClick={onCopy}>
              <Copy aria-hidden />
            </Button>
          )}
        </div>
      </div>
      <p className="max-h-32 overflow-y-auto text-sm break-words whitespace-pre-wrap">{text}</p>
      {check.mediaMissing && <p className="text-xs text-destructive">{messages.publishing.needsMedia(check.label)}</p>}
      {document && (
        <p data-testid={`preview-document-${check.platform}`} className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <FileText aria-hidden className="size-3.5" />
          {c.documentPreview(document.pages)}
        </p>
      )}
      {imageUrls.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          {imageUrls.slice(0, maxImages).map((url) => (
            <img key={url} src={url} alt="" className="size-10 rounded object-cover" />
          ))}
          <span className={cn("text-xs", check.imagesOver ? "text-destructive" : "text-muted-foreground")}>
            {check.imagesOver ? c.tooManyImages(maxImages) : c.images(imageUrls.length)}
          </span>
        </div>
      )}
    </section>
  );
}
