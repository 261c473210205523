/**
 * The built-in offline demo (decision 026): a template writer, a "vision" model that names an image's main colour,
 * and an abstract image painter. No keys, no network, no weights; deterministic for a given input and seed. It
 * shows the product's flow before a model is connected; it does not understand the text. Only the provider layer
 * (src/server/ai/providers.ts) imports it (.dependency-cruiser.cjs).
 */
import { NoSuchModelError, type ImageModelV3, type LanguageModelV3 } from "@ai-sdk/provider";
import { createImageModel } from "./image";
import { createTextModel } from "./models";

export type BuiltinLanguageModelId = "builtin-writer" | "builtin-vision";
export type BuiltinImageModelId = "builtin-image";

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
  const writer = createTextModel("builtin-writer", options);
  const vision = createTextModel("builtin-vision", options);
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
