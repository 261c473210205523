import { describe, expect, it } from "vitest";
import { combinePrompt } from "./combine-prompt";

describe("applying a prompt template", () => {
  it("fills an empty prompt with the template", () => {
    expect(combinePrompt("", undefined, "Watercolour, soft light")).toBe("Watercolour, soft light");
  });

  it("adds the template after what the user typed", () => {
    expect(combinePrompt("A red fox ", undefined, "Watercolour")).toBe("A red fox\n\nWatercolour");
  });

  it("swaps the previous template for the new one and removes it for 'No template'", () => {
    const withFirst = combinePrompt("A red fox", undefined, "Watercolour");
    const withSecond = combinePrompt(withFirst, "Watercolour", "Studio photo, 85mm");
    expect(withSecond).toBe("A red fox\n\nStudio photo, 85mm");
    expect(combinePrompt(withSecond, "Studio photo, 85mm", undefined)).toBe("A red fox");
  });

  it("appends when the user edited the previous template away", () => {
    expect(combinePrompt("A red fox, oil painting", "Watercolour", "Night scene")).toBe("A red fox, oil painting\n\nNight scene");
  });
});
