import { useMutation } from "@tanstack/react-query";
import { IMAGES } from "@/shared/constants";
import { type ApiBody, client, unwrap } from "@/web/lib/api-client";
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
  const body: ApiBody<"/api/functions/generate-image", "post"> = { prompt: input.prompt, count: IMAGES.perRequest, model: input.model, width: input.width, height: input.height };
  const raw = await unwrap(client.POST("/api/functions/generate-image", { body, signal }));
  return parseGenerationResponse(raw);
}

export const useGenerateImages = () => useMutation({ mutationFn: generateImages });
