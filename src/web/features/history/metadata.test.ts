import { describe, expect, it } from "vitest";
import { metadataEntries } from "./metadata";

describe("metadataEntries", () => {
  it("lists each key with a readable value", () => {
    expect(
      metadataEntries({ promptId: "p1", imageCount: 2, hasAdditionalContext: false, additionalContext: "", processingDetails: { step: 1 }, modelId: null }),
    ).toEqual([
      { key: "promptId", value: "p1" },
      { key: "imageCount", value: "2" },
      { key: "hasAdditionalContext", value: "false" },
      { key: "additionalContext", value: "—" },
      { key: "processingDetails", value: '{\n  "step": 1\n}' },
      { key: "modelId", value: "—" },
    ]);
  });

  it("answers nothing for empty metadata", () => {
    expect(metadataEntries({})).toEqual([]);
  });
});
