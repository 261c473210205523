import { describe, expect, it } from "vitest";
import { checkLimits } from "@/shared/platform-limits";
import { fitsAll, numberParts, splitThread } from "./split-thread";

const sentence = (n: number, words = 12) => `Sentence ${n} ${"word ".repeat(words).trim()}.`;

describe("splitThread", () => {
  it("keeps a text that fits as one part", () => {
    expect(splitThread("  Short and sweet.  ", ["twitter"])).toEqual(["Short and sweet."]);
    expect(splitThread("   ", ["twitter"])).toEqual([]);
  });

  it("breaks between paragraphs first, packing as many whole paragraphs as fit", () => {
    const a = "a".repeat(120);
    const b = "b".repeat(120);
    const c = "c".repeat(120);
    expect(splitThread(`${a}\n\n${b}\n\n${c}`, ["twitter"])).toEqual([`${a}\n\n${b}`, c]);
  });

  it("breaks a paragraph too long for one part at its sentences, never inside one that fits", () => {
    const paragraph = Array.from({ length: 8 }, (_, i) => sentence(i + 1)).join(" ");
    const parts = splitThread(paragraph, ["twitter"]);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(checkLimits("twitter", part, 0).over).toBe(false);
      expect(part).toMatch(/^Sentence \d+ .*\.$/);
    }
    expect(parts.join(" ")).toBe(paragraph);
  });

  it("breaks a sentence too long at its words, and a run without spaces by characters", () => {
    const long = "word ".repeat(100).trim() + ".";
    const words = splitThread(long, ["twitter"]);
    expect(words.join(" ")).toBe(long);
    expect(words.every((p) => p.length <= 280)).toBe(true);
    const link = `https://example.com/${"x".repeat(600)}`;
    const chunks = splitThread(link, ["twitter"]);
    expect(chunks.join("")).toBe(link);
    expect(chunks.map((p) => p.length)).toEqual([280, 280, 60]);
  });

  it("fits the tightest of the chosen platforms, as each counts (Bluesky's graphemes and bytes)", () => {
    const text = Array.from({ length: 6 }, (_, i) => `${sentence(i + 1, 40)}`).join("\n\n");
    for (const part of splitThread(text, ["mastodon", "bluesky"])) {
      expect(checkLimits("bluesky", part, 0).over).toBe(false);
      expect(checkLimits("mastodon", part, 0).over).toBe(false);
    }
    const emoji = "👨‍👩‍👧‍👦 ".repeat(250).trim();
    const parts = splitThread(emoji, ["bluesky"]);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(checkLimits("bluesky", part, 0).bytesOver).toBeUndefined();
  });

  it("leaves room for the numbering, which never pushes a part over", () => {
    const text = Array.from({ length: 10 }, (_, i) => sentence(i + 1, 20)).join(" ");
    const numbered = numberParts(splitThread(text, ["twitter"], true));
    expect(numbered[0]).toMatch(/ \(1\/\d+\)$/);
    expect(numbered.at(-1)).toMatch(new RegExp(` \\(${numbered.length}/${numbered.length}\\)$`));
    for (const part of numbered) expect(checkLimits("twitter", part, 0).over).toBe(false);
    expect(fitsAll(["twitter"], "y".repeat(275), true)).toBe(false);
    expect(fitsAll(["twitter"], "y".repeat(275), false)).toBe(true);
  });
});
