import { useMutation } from "@tanstack/react-query";
import type { GenerateImageBody } from "@/shared/contracts/functions";
import { IMAGES } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { parseGenerationResponse, type GeneratedImageView } from "../lib/generation-result";

export interface GenerateImagesInput {
  prompt: string;
  model?: string;
  width: number;
  height: number;
  signal?: AbortSignal;
}

/** POST /api/functions/generate-image with the spec's body; answers the images to show. */
export async function generateImages({ signal, ...input }: GenerateImagesInput): Promise<GeneratedImageView[]> {
  const body: GenerateImageBody = { prompt: input.prompt, count: IMAGES.perRequest, model: input.model, width: input.width, height: input.height };
  const raw = await api.post<unknown>("/functions/generate-image", body, { signal });
  return parseGenerationResponse(raw);
}

export const useGenerateImages = () => useMutation({ mutationFn: generateImages });
