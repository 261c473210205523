import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyBrandRules } from "./brand-rules";
import { ALTERNATIVE_SEPARATOR } from "./directive";

const EMOJI_LEFT = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0F\u20E3]/u;
const hasEmoji = (s: string) => EMOJI_LEFT.test(s.replace(/[\u00a9\u00ae\u2122]/g, ""));
const RUNS = Number(process.env.PROPERTY_RUNS ?? 500);
const DASH = /[\u2012-\u2015\u2e3a\u2e3b\ufe58]|(?<![\p{L}\p{N}])-(?![\p{L}\p{N}])|--/u;

describe("applyBrandRules", () => {
  it("returns the text unchanged when no rule is on", () => {
    const text = "Hello 🚀 world — it's great; really - truly.\n\n- item";
    expect(applyBrandRules(text, {})).toBe(text);
    expect(applyBrandRules(text, null)).toBe(text);
    expect(applyBrandRules(text, { no_emojis: false, no_dashes: false, no_semicolons: false })).toBe(text);
  });

  describe("no_emojis", () => {
    it("removes emoji, including ZWJ sequences, flags, skin tones and keycaps", () => {
      const out = applyBrandRules("Launch day 🚀 for the 👨‍👩‍👧 team 🇬🇧 👍🏽 1️⃣ go!", { no_emojis: true });
      expect(out).toBe("Launch day for the team 1 go!");
    });

    it("drops emoji-only lines and keeps © ® ™", () => {
      expect(applyBrandRules("Acme™ © 2025\n🎉🎉\nDone ✅.", { no_emojis: true })).toBe("Acme™ © 2025\nDone.");
    });

    it("keeps indentation and leaves text without emoji alone", () => {
      expect(applyBrandRules("  indented ✨ line\nplain", { no_emojis: true })).toBe("  indented line\nplain");
    });
  });

  describe("no_dashes", () => {
    it("replaces em and en dashes used as punctuation with commas", () => {
      expect(applyBrandRules("Fast — really fast — and cheap.", { no_dashes: true })).toBe("Fast, really fast, and cheap.");
      expect(applyBrandRules("We shipped it–finally.", { no_dashes: true })).toBe("We shipped it, finally.");
    });

    it("treats spaced hyphens and double hyphens as dashes", () => {
      expect(applyBrandRules("Great news - we did it -- again.", { no_dashes: true })).toBe("Great news, we did it, again.");
    });

    it("keeps hyphens inside words and numbers, and writes ranges out", () => {
      expect(applyBrandRules("A well-known, real-time tool: call 555-1234, open 9–5.", { no_dashes: true })).toBe(
        "A well-known, real-time tool: call 555-1234, open 9 to 5.",
      );
    });

    it("turns list markers into bullets and removes markdown rules", () => {
      expect(applyBrandRules("Points:\n- one\n  – two\n---\nEnd", { no_dashes: true })).toBe("Points:\n• one\n  • two\nEnd");
    });

    it("lower-cases a little word after the new comma", () => {
      expect(applyBrandRules("We tried — The results were clear.", { no_dashes: true })).toBe("We tried, the results were clear.");
    });

    it("leaves URLs intact", () => {
      expect(applyBrandRules("See https://x.com/a--b — now", { no_dashes: true })).toBe("See https://x.com/a--b, now");
    });
  });

  describe("no_semicolons", () => {
    it("splits long clauses into sentences and capitalises the next one", () => {
      expect(applyBrandRules("We launched the new dashboard today; it shows every campaign in one place.", { no_semicolons: true })).toBe(
        "We launched the new dashboard today. It shows every campaign in one place.",
      );
    });

    it("joins short list items with commas", () => {
      expect(applyBrandRules("Bring a laptop; a notebook; coffee.", { no_semicolons: true })).toBe("Bring a laptop, a notebook, coffee.");
    });

    it("handles entities, a trailing semicolon and full-width semicolons", () => {
      expect(applyBrandRules("Salt &amp; pepper;\nOne；two", { no_semicolons: true })).toBe("Salt & pepper.\nOne, two");
    });
  });

  it("never touches the alternatives separator", () => {
    const text = `One — 🚀; two\n${ALTERNATIVE_SEPARATOR}\nThree`;
    const out = applyBrandRules(text, { no_emojis: true, no_dashes: true, no_semicolons: true });
    expect(out.split("\n")).toContain(ALTERNATIVE_SEPARATOR);
  });

  const alphabet = fc.constantFrom(
    ..."abc XYZ.,!?\n-—–;；:'#".split(""),
    "🚀",
    "👍🏽",
    "👨‍👩‍👧",
    "🇫🇷",
    "✨",
    "\uFE0F",
    "1️⃣",
    "©",
    "well-known",
    " - ",
    "--",
    "&amp;",
    "e.g.",
    "https://a.io/x",
  );
  const text = fc.array(alphabet, { maxLength: 60 }).map((parts) => parts.join(""));

  it("property: with all rules off the text is returned as is", () => {
    fc.assert(
      fc.property(text, (t) => applyBrandRules(t, {}) === t),
      { numRuns: RUNS },
    );
  });

  it("property: no_emojis leaves no emoji", () => {
    fc.assert(
      fc.property(text, (t) => !hasEmoji(applyBrandRules(t, { no_emojis: true }))),
      { numRuns: RUNS },
    );
  });

  it("property: no_dashes leaves no dash (URLs aside)", () => {
    fc.assert(
      fc.property(text, (t) => !DASH.test(applyBrandRules(t, { no_dashes: true }).replace(/https?:\/\/\S+/g, "URL"))),
      { numRuns: RUNS },
    );
  });

  it("property: no_semicolons leaves no semicolon", () => {
    fc.assert(
      fc.property(text, (t) => !/[;；\u037e]/.test(applyBrandRules(t, { no_semicolons: true }))),
      { numRuns: RUNS },
    );
  });

  it("property: all rules together hold at once and are idempotent", () => {
    const rules = { no_emojis: true, no_dashes: true, no_semicolons: true };
    fc.assert(
      fc.property(text, (t) => {
        const once = applyBrandRules(t, rules);
        const ok = !hasEmoji(once) && !/[;；\u037e]/.test(once) && !DASH.test(once.replace(/https?:\/\/\S+/g, "URL"));
        return ok && applyBrandRules(once, rules) === once;
      }),
      { numRuns: RUNS },
    );
  });
});
