import { useQuery } from "@tanstack/react-query";
import { Check, ImageIcon, Upload } from "lucide-react";
import { useState } from "react";
import { SKELETON_COUNT } from "@/shared/constants";
import type { UserImage } from "@/shared/contracts/images";
import type { UploadedImage } from "@/shared/contracts/uploads";
import { messages } from "@/shared/messages";
import { StorageImage } from "@/web/components/storage-image";
import { componentsCopy } from "@/web/components/copy";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { imageKeys, uploadKeys } from "@/web/features/images/api/image-keys";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { cn } from "@/web/lib/cn";

export type PickedImageSource = "generated" | "uploaded";

/** A chosen image: its row id, a signed URL to show it, its storage path and where it came from. */
export interface PickedImage {
  id: string;
  url: string;
  source: PickedImageSource;
  path: string;
}

const copy = componentsCopy.imagePicker;

const PICKER_LIMIT = 100;
// Under each resource's root key, so uploads and saves anywhere in the app refresh the picker.
const pickerKeys = { generated: imageKeys.picker(), uploaded: uploadKeys.picker() };

const toPicked = {
  generated: (i: UserImage): PickedImage & { alt: string } => ({ id: i.id, url: i.url, path: i.image_url, source: "generated", alt: copy.generatedAlt(i.prompt) }),
  uploaded: (i: UploadedImage, n: number): PickedImage & { alt: string } => ({ id: i.id, url: i.url, path: i.image_path, source: "uploaded", alt: copy.uploadedAlt(n + 1) }),
};

function usePickerImages(source: PickedImageSource, enabled: boolean) {
  return useQuery({
    queryKey: pickerKeys[source],
    enabled,
    queryFn: async ({ signal }) => {
      const query = { limit: PICKER_LIMIT };
      if (source === "generated") return (await unwrap(client.GET("/api/images", { params: { query }, signal }))).data.map(toPicked.generated);
      return (await unwrap(client.GET("/api/uploads", { params: { query }, signal }))).data.map(toPicked.uploaded);
    },
  });
}

export interface ImagePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (images: PickedImage[]) => void;
}

/** The image selection dialog of the content pages: tabs of saved and uploaded images, multi-select thumbnails. */
export function ImagePickerDialog({ open, onOpenChange, onSelect }: ImagePickerDialogProps) {
  const [tab, setTab] = useState<PickedImageSource>("generated");
  const [chosen, setChosen] = useState<Map<string, PickedImage>>(new Map());

  const toggle = (image: PickedImage) =>
    setChosen((current) => {
      const next = new Map(current);
      const key = `${image.source}:${image.id}`;
      if (next.has(key)) next.delete(key);
      else next.set(key, { id: image.id, url: image.url, path: image.path, source: image.source });
      return next;
    });

  function close(next: boolean) {
    if (!next) setChosen(new Map());
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(v) => setTab(v as PickedImageSource)}>
          <TabsList>
            <TabsTrigger value="generated">{copy.generated}</TabsTrigger>
            <TabsTrigger value="uploaded">{copy.uploaded}</TabsTrigger>
          </TabsList>
          {(["generated", "uploaded"] as const).map((source) => (
            <TabsContent key={source} value={source}>
              <PickerGrid source={source} enabled={open && tab === source} isChosen={(id) => chosen.has(`${source}:${id}`)} onToggle={toggle} />
            </TabsContent>
          ))}
        </Tabs>
        <DialogFooter className="items-center">
          <span className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {copy.selected(chosen.size)}
          </span>
          <Button variant="outline" onClick={() => close(false)}>
            {copy.cancel}
          </Button>
          <Button
            disabled={chosen.size === 0}
            onClick={() => {
              onSelect([...chosen.values()]);
              close(false);
            }}
          >
            {copy.confirm(chosen.size)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const GRID = "grid max-h-[50dvh] grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4";

function PickerGrid({ source, enabled, isChosen, onToggle }: { source: PickedImageSource; enabled: boolean; isChosen: (id: string) => boolean; onToggle: (image: PickedImage) => void }) {
  const query = usePickerImages(source, enabled);
  if (query.isError) return <EmptyState role="alert" title={messages.images.loadFailed(errorMessage(query.error))} />;
  if (query.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} className="aspect-square w-full" />
        ))}
      </div>
    );
  }
  if (!query.data.length) {
    return source === "generated" ? (
      <EmptyState icon={ImageIcon} title={messages.images.emptyGenerated} description={messages.images.emptyGeneratedHint} />
    ) : (
      <EmptyState icon={Upload} title={messages.images.emptyUploaded} />
    );
  }
  return (
    <ul className={GRID}>
      {query.data.map((image) => {
        const selected = isChosen(image.id);
        return (
          <li key={image.id}>
            <button
              type="button"
              aria-pressed={selected}
              aria-label={copy.select(image.alt)}
              onClick={() => onToggle(image)}
              className={cn(
                "relative block aspect-square w-full overflow-hidden rounded-md border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                selected ? "border-primary" : "border-transparent",
              )}
            >
              <StorageImage src={image.url} alt={image.alt} errorText={messages.images.errorLoading} />
              {selected && (
                <span className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow">
                  <Check aria-hidden="true" className="size-4" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
