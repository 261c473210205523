import { describe, expect, it } from "vitest";
import { historyCopy } from "./copy";
import { metadataEntries } from "./metadata";

describe("metadataEntries", () => {
  it("shows what a person reads, by name, and never the raw book-keeping", () => {
    const entries = metadataEntries(
      {
        promptId: "7f1c1e4e-0000-4000-8000-000000000001",
        modelId: null,
        timestamp: "2026-11-26T10:00:00.000Z",
        imageCount: 2,
        hasAdditionalContext: true,
        additionalContext: "Launch on Monday",
        originalTextLength: 120,
        contentType: "social_media",
        operation: "alternative",
        language: "de",
        processingDetails: { rowType: "text", alternativeIndex: 2, totalAlternatives: 3 },
      },
      { prompt: "LinkedIn launch" },
    );
    expect(entries).toEqual([
      { key: "Made by", value: "Alternative" },
      { key: "Prompt", value: "LinkedIn launch" },
      { key: "Model", value: "—" },
      { key: "Language", value: expect.stringContaining("German") },
      { key: "Alternative", value: "2 of 3" },
      { key: "Additional context", value: "Launch on Monday" },
      { key: "Images", value: "2" },
    ]);
    const shown = entries.map((e) => `${e.key} ${e.value}`).join("\n");
    for (const raw of ["processingDetails", "rowType", "timestamp", "originalTextLength", "hasAdditionalContext", "{"]) expect(shown).not.toContain(raw);
  });

  it("prefers the names recorded with the row and never shows an id", () => {
    const entries = metadataEntries({ promptId: "p-uuid", promptName: "Friendly email", modelId: "m-uuid", modelName: "GPT-4o mini" }, { prompt: "Renamed" });
    expect(entries).toEqual([
      { key: "Prompt", value: "Friendly email" },
      { key: "Model", value: "GPT-4o mini" },
    ]);
    expect(metadataEntries({ modelId: "m-uuid" })).toEqual([{ key: "Model", value: "No longer available" }]);
  });

  it("describes a published item by its platform, account and link", () => {
    expect(metadataEntries({ operation: "publish", platform: "bluesky", accountName: "@studio.bsky.social", postUrl: "https://bsky.app/p/1", scheduledPostId: "x", accountId: "y" })).toEqual([
      { key: "Made by", value: "Publish" },
      { key: "Platform", value: "bluesky" },
      { key: "Account", value: "@studio.bsky.social" },
      { key: "Post link", value: "https://bsky.app/p/1" },
    ]);
  });

  it("answers nothing for empty metadata", () => {
    expect(metadataEntries({})).toEqual([]);
  });
});

describe("history counts", () => {
  it("read '1 item' and '2 items'", () => {
    expect(historyCopy.showing(1, undefined)).toBe("1 item");
    expect(historyCopy.showing(2, 2)).toBe("2 items");
    expect(historyCopy.showing(1, 1)).toBe("1 item");
    expect(historyCopy.showing(20, 1_204)).toBe("Showing 20 of 1,204 items");
  });
});
