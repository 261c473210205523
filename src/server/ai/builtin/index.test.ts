import { NoSuchModelError } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { BUILTIN_MODELS, createBuiltinProvider } from "./index";

describe("createBuiltinProvider", () => {
  it("lists the three offline models", () => {
    expect(BUILTIN_MODELS.map((m) => [m.model_id, m.type])).toEqual([
      ["builtin-writer", "text"],
      ["builtin-vision", "vision"],
      ["builtin-image", "image"],
    ]);
    // Named honestly: a template demo, not a language model (issue 11 point 4).
    expect(BUILTIN_MODELS[0]).toMatchObject({ name: "Built-in template writer (demo)" });
    expect(BUILTIN_MODELS[1]).toMatchObject({ name: "Built-in template vision (demo)" });
    expect(BUILTIN_MODELS[2]).toMatchObject({ name: "Built-in procedural images (demo)" });
  });

  it("serves v3 models by id and refuses unknown ids", () => {
    const p = createBuiltinProvider();
    const writer = p.languageModel("builtin-writer");
    expect(writer).toMatchObject({ specificationVersion: "v3", provider: "builtin", modelId: "builtin-writer" });
    expect(p.languageModel("builtin-vision").modelId).toBe("builtin-vision");
    expect(p.imageModel("builtin-image")).toMatchObject({ specificationVersion: "v3", maxImagesPerCall: 4 });
    expect(() => p.languageModel("gpt-5" as never)).toThrow(NoSuchModelError);
    expect(() => p.imageModel("builtin-writer" as never)).toThrow(NoSuchModelError);
    expect(() => p.embeddingModel("x")).toThrow(NoSuchModelError);
  });
});
