/**
 * The built-in offline models: a template-based writer, a vision model that measures images, and a procedural
 * image model. No keys, no network, no weights; deterministic for a given input and seed.
 */
import { NoSuchModelError, type ImageModelV3, type LanguageModelV3 } from "@ai-sdk/provider";
import { createImageModel } from "./models/image-model";
import { createVisionModel } from "./models/vision-model";
import { messages } from "@/shared/messages";
import { createWriterModel } from "./models/writer-model";

export { applyBrandRules, type BrandRules } from "./brand-rules";
export {
  ALTERNATIVE_SEPARATOR,
  builtinDirective,
  parseBuiltinDirective,
  stripBuiltinDirective,
  type BuiltinBrand,
  type BuiltinContentType,
  type BuiltinDirective,
  type BuiltinExpandMode,
  type BuiltinTask,
} from "./directive";

export type BuiltinLanguageModelId = "builtin-writer" | "builtin-vision";
export type BuiltinImageModelId = "builtin-image";

export interface BuiltinModelInfo {
  model_id: BuiltinLanguageModelId | BuiltinImageModelId;
  name: string;
  type: "text" | "vision" | "image";
  description: string;
}

export const BUILTIN_MODELS: readonly BuiltinModelInfo[] = [
  {
    model_id: "builtin-writer",
    ...messages.builtinModels.writer,
    type: "text",
  },
  {
    model_id: "builtin-vision",
    ...messages.builtinModels.vision,
    type: "vision",
  },
  {
    model_id: "builtin-image",
    ...messages.builtinModels.image,
    type: "image",
  },
];

export interface BuiltinProviderOptions {
  /** Mixed into every seed: the same input and seed always give the same output. */
  seed?: number;
  /** Delay between streamed chunks in milliseconds, for demos. Default 0. */
  chunkDelayMs?: number;
}

export interface BuiltinProvider {
  readonly specificationVersion: "v3";
  languageModel(modelId: BuiltinLanguageModelId): LanguageModelV3;
  imageModel(modelId: BuiltinImageModelId): ImageModelV3;
  embeddingModel(modelId: string): never;
}

export function createBuiltinProvider(options: BuiltinProviderOptions = {}): BuiltinProvider {
  const writer = createWriterModel(options);
  const vision = createVisionModel(options);
  const image = createImageModel(options);
  return {
    specificationVersion: "v3",
    languageModel(modelId) {
      if (modelId === "builtin-writer") return writer;
      if (modelId === "builtin-vision") return vision;
      throw new NoSuchModelError({ modelId, modelType: "languageModel" });
    },
    imageModel(modelId) {
      if (modelId === "builtin-image") return image;
      throw new NoSuchModelError({ modelId, modelType: "imageModel" });
    },
    embeddingModel(modelId) {
      throw new NoSuchModelError({ modelId, modelType: "embeddingModel" });
    },
  };
}
