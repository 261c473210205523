import { describe, expect, it } from "vitest";
import { analyzeSource } from "./analyze";
import { toHashtag, titleCase } from "./format";
import { coreSubject, nounPhrase } from "./grammar";
import { extractKeyphrases } from "./keywords";
import { readPromptHints, resolveTone } from "./prompt-hints";
import { countSentences, splitSentences } from "./segment";
import { applySpelling, spellingVariety } from "./spelling";

const LAUNCH =
  "We just launched our new analytics dashboard. It shows real-time campaign performance across all channels, so marketing teams can spot what's working and cut wasted spend. Early users saw a 23% drop in cost per lead within the first month. Try it free for 14 days at https://example.com/dashboard.";

describe("segmentation", () => {
  it("splits sentences with Intl.Segmenter and keeps abbreviations together", () => {
    expect(splitSentences("Hello there. Dr. Smith agrees! Does it work?")).toEqual(["Hello there.", "Dr. Smith agrees!", "Does it work?"]);
    expect(countSentences("One. Two!\n\n#tag")).toBe(3);
  });
});

describe("keyphrases", () => {
  it("finds noun phrases, not verbs, and keeps their determiner for display", () => {
    const { keyphrases } = extractKeyphrases(splitSentences(LAUNCH));
    const texts = keyphrases.map((k) => k.text);
    expect(texts[0]).toBe("analytics dashboard");
    expect(keyphrases[0].display).toBe("our new analytics dashboard");
    expect(texts).toContain("real-time campaign performance");
    expect(texts.some((t) => /\b(cut|spot|launched|shows)\b/.test(t))).toBe(false);
  });

  it("ranks a repeated phrase above its single words", () => {
    const { keyphrases } = extractKeyphrases(splitSentences("Remote work is here. Teams that embrace remote work grow. Remote work needs habits."));
    expect(keyphrases[0].text).toBe("remote work");
  });

  it("keeps names and acronyms as written", () => {
    const { keyphrases, properWords } = extractKeyphrases(splitSentences("Join our webinar with Maria Lopez about SEO and LinkedIn growth."));
    expect(properWords.has("LinkedIn")).toBe(true);
    expect(keyphrases.map((k) => k.text)).toContain("Maria Lopez");
  });
});

describe("source analysis", () => {
  it("detects the call to action, URL, numbers and intent", () => {
    const a = analyzeSource(LAUNCH);
    expect(a.urls).toEqual(["https://example.com/dashboard"]);
    expect(a.cta).toMatch(/^Try it free/);
    expect(a.numbers).toContain("23%");
    expect(a.intent).toBe("launch");
    expect(a.topic).toBe("our new analytics dashboard");
    expect(a.keySentences.some((s) => s.startsWith("Try it"))).toBe(false);
  });

  it("treats a short subject line as a brief and strips instruction wording", () => {
    const a = analyzeSource("write a post about benefits of email marketing for local bakeries");
    expect(a.isBrief).toBe(true);
    expect(a.topic).toBe("benefits of email marketing for local bakeries");
    expect(coreSubject(a.topic)).toEqual({ core: "email marketing", audience: "local bakeries", context: null });
    expect(coreSubject("why consistency matters in content marketing")).toEqual({ core: "consistency", audience: null, context: "content marketing" });
    expect(coreSubject("how to build a content calendar").core).toBe("building a content calendar");
  });
});

describe("prompt hints", () => {
  it("reads platform, tone, length and list wishes", () => {
    const h = readPromptHints("Write a punchy LinkedIn post with 3 bullet points, no emojis, under 200 characters");
    expect(h).toMatchObject({ platform: "linkedin", length: "short", bullets: 3, emojis: "none", maxChars: 200 });
    expect(readPromptHints("A tweet thread").platform).toBe("x");
    expect(readPromptHints("A tweet").maxChars).toBe(280);
    expect(resolveTone(readPromptHints("Write a post"), "Warm, friendly and approachable")).toBe("friendly");
  });
});

describe("grammar and formatting", () => {
  it("adds an article where a singular count noun needs one", () => {
    expect(nounPhrase("analytics dashboard")).toBe("the analytics dashboard");
    expect(nounPhrase("remote work")).toBe("remote work");
    expect(nounPhrase("customer reviews")).toBe("customer reviews");
    expect(nounPhrase("our new app")).toBe("our new app");
    expect(nounPhrase("benefits of email")).toBe("the benefits of email");
  });

  it("makes CamelCase hashtags and title case", () => {
    expect(toHashtag("remote work")).toBe("#RemoteWork");
    expect(toHashtag("AI tools")).toBe("#AITools");
    expect(toHashtag("café culture")).toBe("#CafeCulture");
    expect(toHashtag("a")).toBeNull();
    expect(titleCase("the state of SEO: a guide")).toBe("The State of SEO: A Guide");
  });
});

describe("spelling", () => {
  it("converts between British and American spelling, keeping case and leaving URLs and hashtags", () => {
    const us = "Optimize your color palette at the center of the organization. #ColorTheory https://x.com/color";
    const uk = applySpelling(us, "british");
    expect(uk).toBe("Optimise your colour palette at the centre of the organisation. #ColorTheory https://x.com/color");
    expect(applySpelling(uk, "american")).toBe(us);
    expect(spellingVariety("British English")).toBe("british");
    expect(spellingVariety("US")).toBe("american");
    expect(spellingVariety(null)).toBeNull();
  });
});
