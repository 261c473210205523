import { describe, expect, it } from "vitest";
import { metadataEntries } from "./metadata";

describe("metadataEntries", () => {
  it("lists each key with a readable value, the prompt and model by name", () => {
    expect(
      metadataEntries(
        { promptId: "7f1c1e4e-0000-4000-8000-000000000001", imageCount: 2, hasAdditionalContext: false, additionalContext: "", processingDetails: { step: 1 }, modelId: null },
        { prompt: "LinkedIn launch" },
      ),
    ).toEqual([
      { key: "Prompt", value: "LinkedIn launch" },
      { key: "imageCount", value: "2" },
      { key: "hasAdditionalContext", value: "false" },
      { key: "additionalContext", value: "—" },
      { key: "processingDetails", value: '{\n  "step": 1\n}' },
      { key: "Model", value: "—" },
    ]);
  });

  it("prefers the names recorded with the row and never shows an id", () => {
    const entries = metadataEntries({ promptId: "p-uuid", promptName: "Friendly email", modelId: "m-uuid", modelName: "GPT-4o mini" }, { prompt: "Renamed" });
    expect(entries).toEqual([
      { key: "Prompt", value: "Friendly email" },
      { key: "Model", value: "GPT-4o mini" },
    ]);
    expect(metadataEntries({ modelId: "m-uuid" })).toEqual([{ key: "Model", value: "No longer available" }]);
  });

  it("answers nothing for empty metadata", () => {
    expect(metadataEntries({})).toEqual([]);
  });
});
