/** The voice check without a model: terminology, the highlights and their reasons, the score, the fix by rules. */
import { describe, expect, it } from "vitest";
import { applyBrandRules } from "./brand-rules";
import { applyTerminology, fixByRules, ruleIssues, sentences, voiceLines, voiceScore, type VoiceRules } from "./brand-voice";

const voice: VoiceRules = {
  profile: {
    tone: "Warm and direct",
    sentence_length: { average_words: 8, max_words: 12 },
    vocabulary_use: ["craft"],
    vocabulary_avoid: ["utilize"],
    example_phrasings: ["We make it simple."],
  },
  required_spellings: [{ use: "email", instead_of: ["e-mail", "E mail"] }],
  banned_words: [
    { word: "synergy", instead: null },
    { word: "cheap", instead: "affordable" },
  ],
};

describe("applyTerminology", () => {
  it("writes the required spelling in the case of what it replaces, whole words only", () => {
    expect(applyTerminology("Send an e-mail. E-mail us. E-MAIL!", voice.required_spellings)).toBe("Send an email. Email us. EMAIL!");
    expect(applyTerminology("Our e-mails and e mail", voice.required_spellings)).toBe("Our e-mails and email");
  });

  it("runs with the brand rules on every generation", () => {
    expect(applyBrandRules("Reply by e-mail", { required_spellings: voice.required_spellings })).toBe("Reply by email");
    expect(applyBrandRules("Reply by e-mail", {})).toBe("Reply by e-mail");
  });
});

describe("ruleIssues", () => {
  it("highlights each banned word, misspelling and avoided word at its place with the reason", () => {
    const text = "Our synergy is real. Send an e-mail to utilize it.";
    const issues = ruleIssues(text, voice);
    expect(issues.map((i) => [i.kind, text.slice(i.start, i.end), i.suggestion])).toEqual([
      ["banned_word", "synergy", null],
      ["spelling", "e-mail", "email"],
      ["tone", "utilize", null],
    ]);
    expect(issues[0].reason).toBe('"synergy" is a banned word for this brand.');
    expect(issues[1].reason).toBe('The brand writes "email", not "e-mail".');
  });

  it("flags a sentence longer than the profile's maximum as a whole", () => {
    const long = "This sentence keeps on going with many words that nobody needs to read at all today.";
    const text = `Short one. ${long}`;
    const [issue] = ruleIssues(text, voice);
    expect(issue).toMatchObject({ kind: "sentence_length", start: 11, end: text.length, text: long });
    expect(issue.reason).toContain("16 words");
  });

  it("finds nothing in a text that keeps the rules", () => {
    expect(ruleIssues("We craft simple tools. Write us an email.", voice)).toEqual([]);
  });
});

describe("voiceScore", () => {
  it("takes each issue's penalty from 100 and stops at 0", () => {
    expect(voiceScore([])).toBe(100);
    expect(voiceScore([{ kind: "banned_word" }, { kind: "spelling" }])).toBe(70);
    expect(voiceScore(Array.from({ length: 9 }, () => ({ kind: "banned_word" as const })))).toBe(0);
  });
});

describe("fixByRules", () => {
  it("writes the required spellings and replaces or removes banned words", () => {
    expect(fixByRules("Cheap plans, real synergy, by e-mail.", voice)).toBe("Affordable plans, real, by email.");
    expect(ruleIssues(fixByRules("Our synergy is cheap.", voice), voice)).toEqual([]);
  });
});

describe("sentences", () => {
  it("gives each sentence with its offsets, lines ending sentences", () => {
    expect(sentences("One two. Three?\nFour").map((s) => s.text)).toEqual(["One two.", "Three?", "Four"]);
  });
});

describe("voiceLines", () => {
  it("puts the profile and terminology in a provider's prompt", () => {
    const lines = voiceLines(voice).join("\n");
    expect(lines).toContain("Tone of voice: Warm and direct");
    expect(lines).toContain('write "email" (never "e-mail", "E mail")');
    expect(lines).toContain('Banned words, never write them: "synergy", "cheap" (write "affordable")');
  });
});
