/** analyze-image (spec §7): a post written from up to four images; the images are kept and their URLs answered. */
import type { AnalyzeImageResult } from "@/shared/contracts/functions";
import type { ContentType } from "@/shared/content-types";
import { decodeImageDataUrl } from "../image-input";
import type { ImageStore } from "./stored-images";
import type { TextJob } from "./text-job";

export interface AnalyzeImageInput {
  images: string[];
  textContent?: string;
  promptText: string;
  additionalContext?: string;
  modelId?: string;
  /** The output language code; absent: the brand's, then English. */
  language?: string;
  contentType: ContentType;
}

export interface AnalyzeImageJob {
  job: TextJob<AnalyzeImageResult>;
  /** Removes the stored images when the analysis failed. */
  discard(): Promise<void>;
}

export async function analyzeImageJob(input: AnalyzeImageInput, userId: string, store: ImageStore | undefined): Promise<AnalyzeImageJob> {
  const images = await Promise.all(input.images.map((url) => decodeImageDataUrl(userId, url)));
  const stored = store ? await store.put(userId, images) : [];
  const imageUrls = stored.map((s) => s.url);
  return {
    job: {
      operation: "analyze-image",
      kind: "vision",
      modelRef: input.modelId,
      spec: { task: "post", contentType: input.contentType, template: input.promptText, additionalContext: input.additionalContext, imageCount: images.length, language: input.language },
      material: input.textContent ?? "",
      images: images.map((i) => ({ data: i.data, mediaType: i.mediaType })),
      toResult: (content) => ({ content, imageUrls }),
    },
    discard: async () => store?.remove(stored.map((s) => s.path)),
  };
}
