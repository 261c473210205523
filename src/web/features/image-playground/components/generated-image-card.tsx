import { Bookmark, BookmarkCheck, Download, Maximize2 } from "lucide-react";
import { useState } from "react";
import { messages } from "@/shared/messages";
import { StorageImage } from "@/web/components/storage-image";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/lib/auth/use-auth";
import { errorMessage } from "@/web/lib/api-error";
import { downloadImage } from "@/web/lib/files";
import { toast } from "@/web/lib/toast";
import { useSaveImage } from "../api/save-image";
import { playgroundCopy as copy } from "../copy";
import type { GeneratedRequest } from "../hooks/use-image-playground";
import type { GeneratedImageView } from "../lib/generation-result";

type SaveState = "idle" | "saving" | "saved";

interface Props {
  image: GeneratedImageView;
  index: number;
  request: GeneratedRequest;
  onExpand: () => void;
}

/** One result: click to expand; download as png; save to the collection (idle, saving, saved). */
export function GeneratedImageCard({ image, index, request, onExpand }: Props) {
  const { user } = useAuth();
  const saveImage = useSaveImage();
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [downloading, setDownloading] = useState(false);
  const n = index + 1;

  async function download() {
    setDownloading(true);
    try {
      await downloadImage(image.url, `generated-image-${Date.now()}-${n}`);
    } catch (err) {
      toast.error(messages.images.downloadFailed, errorMessage(err));
    } finally {
      setDownloading(false);
    }
  }

  function save() {
    if (!user) return toast.error(messages.images.signInToSave);
    if (!image.path) return toast.error(messages.images.saveFailed);
    setSaveState("saving");
    saveImage.mutate(
      { path: image.path, prompt: request.prompt, model: request.modelName, width: request.width, height: request.height },
      {
        onSuccess: () => {
          setSaveState("saved");
          toast.success(messages.images.saved);
        },
        onError: (err) => {
          setSaveState("idle");
          toast.error(messages.images.saveFailed, errorMessage(err));
        },
      },
    );
  }

  return (
    <figure className="group flex flex-col overflow-hidden rounded-lg border bg-card shadow-xs">
      <button
        type="button"
        onClick={onExpand}
        aria-label={copy.expand(n)}
        className="relative block aspect-square w-full cursor-zoom-in outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <StorageImage src={image.url} alt={copy.imageAlt(n, request.prompt)} />
        <span className="absolute top-2 right-2 rounded-md bg-background/80 p-1.5 opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
          <Maximize2 aria-hidden="true" className="size-4" />
        </span>
      </button>
      <figcaption className="flex flex-wrap items-center justify-end gap-2 border-t p-2">
        <Button variant="outline" size="sm" onClick={() => void download()} disabled={downloading}>
          {downloading ? <Spinner /> : <Download aria-hidden="true" />}
          {copy.download}
        </Button>
        <Button size="sm" variant={saveState === "saved" ? "secondary" : "default"} onClick={save} disabled={saveState !== "idle"}>
          {saveState === "saving" ? <Spinner /> : saveState === "saved" ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {saveState === "saving" ? copy.saving : saveState === "saved" ? copy.saved : copy.save}
        </Button>
      </figcaption>
    </figure>
  );
}
