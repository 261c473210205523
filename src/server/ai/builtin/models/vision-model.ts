/** builtin-vision: measures each attached image and writes a post inspired by it (the measurements are context, not copy). */
import type { LanguageModelV3, LanguageModelV3DataContent } from "@ai-sdk/provider";
import { measureImage, type ImageMeasure } from "../vision/measure";
import { visionPost } from "../vision/post";
import { buildContext } from "../writer/context";
import { finish, writeDetailed } from "../writer/run";
import { createTextModel } from "./text-model";

export interface VisionModelOptions {
  seed?: number;
  chunkDelayMs?: number;
}

/** Image bytes from a file part: raw bytes, base64, or a data URL. Remote URLs are downloaded by the AI SDK first. */
export function imageBytes(data: LanguageModelV3DataContent): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof URL) {
    return data.protocol === "data:" ? imageBytes(data.href) : null;
  }
  const m = /^data:[^;,]*(;base64)?,(.*)$/s.exec(data);
  if (m) return m[1] ? Buffer.from(m[2], "base64") : Buffer.from(decodeURIComponent(m[2]), "latin1");
  return Buffer.from(data, "base64");
}

export function createVisionModel(options: VisionModelOptions = {}): LanguageModelV3 {
  return createTextModel({
    modelId: "builtin-vision",
    chunkDelayMs: options.chunkDelayMs,
    program: async (parts, call) => {
      const input = { system: parts.system, user: parts.user, seed: (options.seed ?? 0) ^ (call.seed ?? 0) };
      const images = parts.files.filter((f) => f.mediaType.startsWith("image/"));
      if (images.length === 0) return writeDetailed(input);
      const measures: ImageMeasure[] = [];
      for (const file of images) {
        const bytes = imageBytes(file.data);
        // An unreadable image is left out: the post is written from the others (or from the text alone).
        const measure = bytes ? await measureImage(bytes).catch(() => null) : null;
        if (measure) measures.push(measure);
      }
      const ctx = buildContext({ ...input, templateAsMaterial: false });
      return { text: finish(ctx, visionPost(ctx, measures)) };
    },
  });
}
