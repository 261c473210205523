import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { describeAlt, keepAlt } from "../api/visuals";
import { contentCopy } from "../copy";
import { rowImageBucket, type PostRow, type RowImage, type RowInput } from "../lib/post-row";

const c = contentCopy.alt;

export interface RowImageHandlers {
  /** Attaches images to a row's post (once each); an image without alt text gets it written at once. */
  attachImages: (id: string, images: RowImage[]) => void;
  /** Writes alt text for one attached image (a vision model, else the built-in describer) and shows it on the row. */
  writeAlt: (id: string, imageId: string) => Promise<void>;
  /** Keeps edited alt text with the stored image and on the row; rejects when the server refused it. */
  saveAlt: (id: string, imageId: string, alt: string) => Promise<void>;
}

/**
 * The row's attached images and their alt text (issue 27). The alt a row shows is the one Schedule sends and the
 * one kept with the stored image (PUT /api/visuals/alt), so the three never disagree.
 */
export function createRowImageHandlers({
  getRow,
  update,
}: {
  getRow: (id: string) => PostRow | undefined;
  update: (id: string, input: RowInput) => void;
}): RowImageHandlers {
  // Reads the row at the time of the change: a description answers after other edits may have landed.
  const patch = (id: string, imageId: string, change: Partial<RowImage>) => {
    const row = getRow(id);
    if (!row) return;
    update(id, { selectedImages: row.selectedImages.map((image) => (image.id === imageId ? { ...image, ...change } : image)) });
  };
  const writeAlt = async (id: string, imageId: string) => {
    const image = getRow(id)?.selectedImages.find((i) => i.id === imageId);
    if (!image) return;
    patch(id, imageId, { altPending: true });
    try {
      const described = await describeAlt(image);
      patch(id, imageId, { alt: described.alt, altPending: undefined });
    } catch (err) {
      patch(id, imageId, { altPending: undefined });
      toast.error(c.describeFailed, errorMessage(err));
    }
  };
  return {
    attachImages: (id, images) => {
      const row = getRow(id);
      if (!row) return;
      const added = images.filter((image) => !row.selectedImages.some((s) => s.id === image.id));
      if (added.length === 0) return;
      update(id, { selectedImages: [...row.selectedImages, ...added] });
      for (const image of added) if (!image.alt?.trim()) void writeAlt(id, image.id);
    },
    writeAlt,
    saveAlt: async (id, imageId, alt) => {
      const image = getRow(id)?.selectedImages.find((i) => i.id === imageId);
      if (!image) return;
      await keepAlt({ bucket: rowImageBucket(image), path: image.path }, alt.trim());
      patch(id, imageId, { alt: alt.trim() });
    },
  };
}
