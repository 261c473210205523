/**
 * generate-image (spec §7): images from a prompt, stored as PNGs in the social_images bucket at
 * `${userId}/${timestamp}-${random}.png`; answers signed URLs the browser can load, the provider's URLs when it
 * has some, and the storage paths (for "save to collection").
 */
import { randomUUID } from "node:crypto";
import type { GenerateImageResult } from "@/shared/contracts/functions";
import type { AiGateway } from "../ai-gateway";
import { toPng } from "../image-input";
import type { ImageStore } from "./stored-images";

export interface GenerateImageInput {
  prompt: string;
  count: number;
  model?: string;
  width: number;
  height: number;
  additionalParams?: Record<string, string | number | boolean>;
}

export async function generateImages(
  ctx: { ai: AiGateway; userId: string; workspaceId?: string | null; signal?: AbortSignal },
  store: ImageStore,
  input: GenerateImageInput,
): Promise<GenerateImageResult> {
  const model = await ctx.ai.resolve("image", input.model);
  const outcome = await ctx.ai.generateImages({
    userId: ctx.userId,
    workspaceId: ctx.workspaceId,
    operation: "generate-image",
    model,
    prompt: input.prompt,
    count: input.count,
    width: input.width,
    height: input.height,
    providerOptions: input.additionalParams,
    signal: ctx.signal,
  });
  const pngs = await Promise.all(outcome.images.map(async (img) => ({ data: await toPng(ctx.userId, img.bytes, img.mediaType), mediaType: "image/png", ext: "png" })));
  const stored = await store.put(ctx.userId, pngs);
  return {
    images: stored.map((s, i) => ({ supabaseUrl: s.url, replicateUrl: outcome.images[i]?.providerUrl ?? s.url, path: s.path })),
    predictionId: outcome.predictionId ?? randomUUID(),
  };
}
