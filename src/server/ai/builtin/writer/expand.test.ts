import { describe, expect, it } from "vitest";
import { countSentences } from "../text/segment";
import { EXPANSION_RANGES } from "./expand";
import { BRIEF, LAUNCH, REMOTE, write, words } from "./test-helpers";

const LONG = `${REMOTE} Dr. Smith, our advisor, agrees. Meetings are shorter. Focus time is protected. Hiring is faster. Costs are lower. Everyone wins, e.g. the people who hate commuting.`;
const INPUTS = ["Sustainability", "Our new analytics dashboard is live! 🚀 #Analytics #Marketing", BRIEF, LAUNCH, REMOTE, LONG, "AI"];

describe("task expand", () => {
  for (const mode of ["short", "medium", "long"] as const) {
    it(`${mode}: the sentence count falls in ${EXPANSION_RANGES[mode].join("–")} for every input`, () => {
      const [min, max] = EXPANSION_RANGES[mode];
      for (const user of INPUTS) {
        for (const variant of [0, 1, 2]) {
          const out = write({ task: "expand", contentType: "social_media", mode, variant }, user);
          const n = countSentences(out);
          expect(n, `${mode} / ${user.slice(0, 20)} / v${variant}: ${out}`).toBeGreaterThanOrEqual(min);
          expect(n, `${mode} / ${user.slice(0, 20)} / v${variant}: ${out}`).toBeLessThanOrEqual(max);
        }
      }
    });
  }

  it("develops the original: keeps its key content and adds new sentences about it", () => {
    const out = write({ task: "expand", contentType: "general", mode: "long" }, REMOTE);
    expect(out).toContain("Remote work is here to stay.");
    expect(out.length).toBeGreaterThan(REMOTE.length);
    const added = [...words(out)].filter((w) => !words(REMOTE).has(w));
    expect(added.length).toBeGreaterThan(10);
    expect(out.match(/remote work/gi)?.length).toBeGreaterThan(3);
  });

  it("expands a one-word input into sentences about that word", () => {
    const out = write({ task: "expand", contentType: "general", mode: "medium" }, "Sustainability");
    expect(out.match(/sustainability/gi)?.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the call to action and hashtags when they fit", () => {
    const out = write({ task: "expand", contentType: "social_media", mode: "long" }, LAUNCH);
    expect(out).toContain("https://example.com/dashboard");
    expect(write({ task: "expand", contentType: "social_media", mode: "long" }, "Our new analytics dashboard is live! #Analytics")).toContain("#Analytics");
  });

  it("answers an empty text for empty content", () => {
    expect(write({ task: "expand", contentType: "general", mode: "short" }, "   ")).toBe("");
  });
});
