import { describe, expect, it } from "vitest";
import { ALTERNATIVE_SEPARATOR, type BuiltinContentType } from "../directive";
import { similarity } from "./alternatives";
import { BRIEF, LAUNCH, REMOTE, write } from "./test-helpers";

const split = (text: string) => text.split(`\n${ALTERNATIVE_SEPARATOR}\n`);
const TYPES: BuiltinContentType[] = ["social_media", "email_broadcast", "newsletter", "article", "general"];

describe("task alternatives", () => {
  for (const contentType of TYPES) {
    it(`gives N distinct, substantially different ${contentType} versions`, () => {
      for (const [src, count] of [
        [LAUNCH, 3],
        [REMOTE, 5],
        [BRIEF, 10],
      ] as const) {
        const parts = split(write({ task: "alternatives", contentType, count }, src));
        expect(parts).toHaveLength(count);
        expect(new Set(parts).size).toBe(count);
        for (let i = 0; i < parts.length; i++) {
          expect(parts[i].trim().length).toBeGreaterThan(40);
          for (let j = i + 1; j < parts.length; j++) expect(similarity(parts[i], parts[j])).toBeLessThan(0.8);
        }
      }
    });
  }

  it("clamps the count to 1..10 and defaults to 3", () => {
    expect(split(write({ task: "alternatives", contentType: "social_media", count: 50 }, LAUNCH))).toHaveLength(10);
    expect(split(write({ task: "alternatives", contentType: "social_media", count: 0 }, LAUNCH))).toHaveLength(1);
    expect(split(write({ task: "alternatives", contentType: "social_media" }, LAUNCH))).toHaveLength(3);
  });

  it("varies hooks, shapes and hashtag sets between versions", () => {
    const parts = split(write({ task: "alternatives", contentType: "social_media", count: 3 }, REMOTE));
    expect(new Set(parts.map((p) => p.split("\n")[0])).size).toBe(3);
    expect(new Set(parts.map((p) => p.split("\n").pop())).size).toBeGreaterThan(1);
  });

  it("keeps the separator intact under the brand's rules", () => {
    const parts = split(write({ task: "alternatives", contentType: "social_media", count: 4, brand: { no_dashes: true, no_emojis: true } }, LAUNCH));
    expect(parts).toHaveLength(4);
  });

  it("gives a different set for a different variant", () => {
    const a = write({ task: "alternatives", contentType: "social_media", count: 3 }, LAUNCH);
    const b = write({ task: "alternatives", contentType: "social_media", count: 3, variant: 1 }, LAUNCH);
    expect(a).not.toBe(b);
  });
});
