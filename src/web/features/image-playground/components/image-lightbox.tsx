import { ChevronLeft, ChevronRight } from "lucide-react";
import { StorageImage } from "@/web/components/storage-image";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { playgroundCopy as copy } from "../copy";
import type { GeneratedImageView } from "../lib/generation-result";

interface Props {
  images: GeneratedImageView[];
  index: number | null;
  prompt: string;
  onIndexChange: (index: number | null) => void;
}

/** The expanded view of one result; Escape or the close button closes it, arrows step through the results. */
export function ImageLightbox({ images, index, prompt, onIndexChange }: Props) {
  const image = index === null ? undefined : images[index];
  const step = (delta: number) => index !== null && onIndexChange((index + delta + images.length) % images.length);
  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent
        className="max-w-[calc(100%-1rem)] gap-3 p-3 sm:max-w-4xl sm:p-4"
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") step(1);
          if (e.key === "ArrowLeft") step(-1);
        }}
      >
        <DialogTitle className="pr-8 text-base">{index !== null && copy.lightboxTitle(index + 1, images.length)}</DialogTitle>
        <DialogDescription className="sr-only">{prompt}</DialogDescription>
        {image && (
          <div className="h-[min(75dvh,48rem)] w-full overflow-hidden rounded-md">
            <StorageImage src={image.url} alt={copy.imageAlt((index ?? 0) + 1, prompt)} fit="contain" className="bg-muted/40" />
          </div>
        )}
        {images.length > 1 && (
          <div className="flex justify-center gap-2">
            <Button variant="outline" size="icon" onClick={() => step(-1)} aria-label={copy.previous}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" onClick={() => step(1)} aria-label={copy.next}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
