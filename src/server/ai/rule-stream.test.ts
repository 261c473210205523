import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyBrandRules } from "./brand-rules";
import { createRuleStream } from "./rule-stream";

const ALL = { no_emojis: true, no_dashes: true, no_semicolons: true };

function run(pieces: string[], rules = ALL) {
  const stream = createRuleStream(rules);
  let sent = "";
  for (const piece of pieces) sent += stream.push(piece);
  sent += stream.end();
  return sent;
}

describe("createRuleStream", () => {
  it("sends complete lines early and the rest at the end", () => {
    const stream = createRuleStream(ALL);
    expect(stream.push("Big news — we")).toBe("");
    expect(stream.push(" launched; see\n")).toBe("Big news, we launched. See\n".replace(". See", ", see"));
    expect(stream.push("More 🎉 soon")).toBe("");
    expect(stream.end()).toBe("More soon");
  });

  it("holds an unfinished line back, because a later rule may still tidy its start", () => {
    const stream = createRuleStream(ALL);
    expect(stream.push("Hi, The best. Done")).toBe("");
    expect(stream.push(" – really.")).toBe("");
    expect(stream.end()).toBe(applyBrandRules("Hi, The best. Done – really.", ALL));
  });

  it("always sends exactly the rules applied to the whole text, however it is split", () => {
    const alphabet = fc.constantFrom(
      "a",
      "b",
      " ",
      "word ",
      ".",
      ". ",
      "!",
      "\n",
      "\n\n",
      "-",
      " - ",
      "—",
      "–",
      ";",
      "; ",
      "🎉",
      "👍🏽",
      "1",
      "–2",
      "http://x.io/a--b ",
      "Now",
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 10 }), (parts, cuts) => {
        const text = parts.join("");
        const points = [...new Set(cuts.map((c) => (text.length ? c % text.length : 0)))].sort((a, b) => a - b);
        const pieces: string[] = [];
        let last = 0;
        for (const p of points) {
          pieces.push(text.slice(last, p));
          last = p;
        }
        pieces.push(text.slice(last));
        const sent = run(pieces);
        const whole = applyBrandRules(text, ALL);
        // The streamed text is the final text; a line the rules emptied at the very end may leave a newline behind.
        expect(sent === whole || (sent.startsWith(whole) && sent.slice(whole.length).trim() === "")).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
