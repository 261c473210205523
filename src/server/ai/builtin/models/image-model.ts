/** builtin-image: procedural images rendered offline, as an ImageModelV3. */
import type { ImageModelV3, ImageModelV3CallOptions, SharedV3Warning } from "@ai-sdk/provider";
import { hashString } from "../prng";
import { renderPng, sceneSvg } from "../image/render";
import { BUILTIN_PROVIDER } from "./text-model";

export const MAX_IMAGES_PER_CALL = 4;
const DEFAULT_SIDE = 1024;
const MIN_SIDE = 16;
const MAX_SIDE = 4096;

export interface ImageModelOptions {
  seed?: number;
}

function dimensions(options: ImageModelV3CallOptions, warnings: SharedV3Warning[]): { width: number; height: number } {
  const clamp = (v: number) => Math.min(MAX_SIDE, Math.max(MIN_SIDE, Math.round(v)));
  if (options.size) {
    const [w, h] = options.size.split("x").map(Number);
    if (Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0) {
      if (clamp(w) !== w || clamp(h) !== h) warnings.push({ type: "other", message: `size clamped to ${MIN_SIDE}..${MAX_SIDE} px` });
      return { width: clamp(w), height: clamp(h) };
    }
    warnings.push({ type: "unsupported", feature: "size", details: `cannot read size "${options.size}"` });
  }
  if (options.aspectRatio) {
    const [a, b] = options.aspectRatio.split(":").map(Number);
    if (a > 0 && b > 0) {
      return a >= b ? { width: DEFAULT_SIDE, height: clamp((DEFAULT_SIDE * b) / a) } : { width: clamp((DEFAULT_SIDE * a) / b), height: DEFAULT_SIDE };
    }
  }
  return { width: DEFAULT_SIDE, height: DEFAULT_SIDE };
}

export function createImageModel(opts: ImageModelOptions = {}): ImageModelV3 {
  return {
    specificationVersion: "v3",
    provider: BUILTIN_PROVIDER,
    modelId: "builtin-image",
    maxImagesPerCall: MAX_IMAGES_PER_CALL,
    async doGenerate(options) {
      options.abortSignal?.throwIfAborted();
      const warnings: SharedV3Warning[] = [];
      if (options.files?.length) warnings.push({ type: "unsupported", feature: "files", details: "image editing is not available offline" });
      if (options.mask) warnings.push({ type: "unsupported", feature: "mask" });
      const { width, height } = dimensions(options, warnings);
      const prompt = options.prompt ?? "";
      const seed = (options.seed ?? hashString(prompt)) ^ (opts.seed ?? 0);
      const images: Uint8Array[] = [];
      const meta: Array<{ scene: string; palette: string[]; paletteSource: string; width: number; height: number }> = [];
      for (let i = 0; i < Math.max(1, options.n); i++) {
        options.abortSignal?.throwIfAborted();
        const scene = sceneSvg(prompt, width, height, seed, i);
        images.push(renderPng(scene.svg));
        meta.push({ scene: scene.scene, palette: scene.palette, paletteSource: scene.paletteSource, width, height });
      }
      return {
        images,
        warnings,
        providerMetadata: { builtin: { images: meta } },
        response: { timestamp: new Date(), modelId: "builtin-image", headers: undefined },
      };
    },
  };
}
