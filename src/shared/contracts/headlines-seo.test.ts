import { describe, expect, it } from "vitest";
import { HEADLINES, SEO_LIMITS, charCount, isOverLimit } from "../seo-limits";
import { generateHeadlinesBody, generateSeoBody, headlinesAnswerSchema, normaliseFormula, seoAnswerSchema } from "./headlines-seo";

const seo = {
  metaTitle: "Real-time campaign analytics",
  metaDescription: "See what works across every channel.",
  slug: "real-time-campaign-analytics",
  keywords: ["analytics", "dashboard", "campaigns", "cost per lead", "marketing"],
  ogTitle: "Our new analytics dashboard is here",
  ogDescription: "Real-time campaign performance across all channels.",
};

describe("SEO limits", () => {
  it("counts characters as readers do (an emoji is one)", () => {
    expect(charCount("🚀 go")).toBe(4);
    expect(isOverLimit("x".repeat(60), SEO_LIMITS.metaTitle)).toBe(false);
    expect(isOverLimit("x".repeat(61), SEO_LIMITS.metaTitle)).toBe(true);
  });

  it("accepts SEO copy within every limit", () => {
    expect(seoAnswerSchema.parse(seo)).toEqual(seo);
    expect(seoAnswerSchema.safeParse({ ...seo, metaTitle: "x".repeat(60), metaDescription: "y".repeat(155) }).success).toBe(true);
  });

  it.each([
    ["a 61-character meta title", { metaTitle: "x".repeat(61) }],
    ["a 156-character meta description", { metaDescription: "y".repeat(156) }],
    ["four keywords", { keywords: seo.keywords.slice(0, 4) }],
    ["six keywords", { keywords: [...seo.keywords, "six"] }],
    ["a slug with spaces", { slug: "Real time" }],
    ["a slug with a trailing hyphen", { slug: "real-time-" }],
    ["an empty Open Graph title", { ogTitle: " " }],
    ["a 201-character Open Graph description", { ogDescription: "z".repeat(201) }],
  ])("rejects %s", (_, patch) => {
    expect(seoAnswerSchema.safeParse({ ...seo, ...patch }).success).toBe(false);
  });
});

describe("headline answers", () => {
  const h = (text: string, formula = "question") => ({ text, formula });

  it("needs at least `count` headlines, each labelled with a known formula", () => {
    const schema = headlinesAnswerSchema(2);
    expect(schema.safeParse({ headlines: [h("Is it worth it?")] }).success).toBe(false);
    expect(schema.parse({ headlines: [h("Is it worth it?"), h("How to start", "How To")] }).headlines[1].formula).toBe("how-to");
    expect(schema.safeParse({ headlines: [h("One"), h("Two", "poetry")] }).success).toBe(false);
    expect(schema.safeParse({ headlines: [h("One"), h("x".repeat(HEADLINES.maxChars + 1))] }).success).toBe(false);
  });

  it("folds the usual spellings of formula names", () => {
    expect(normaliseFormula("Numbered list")).toBe("number");
    expect(normaliseFormula("Problem/solution".replace("/", "-"))).toBe("problem-solution");
    expect(normaliseFormula("Curiosity")).toBe("curiosity");
  });
});

describe("request bodies", () => {
  it("defaults to ten headlines and keeps the count within 1 to 20", () => {
    expect(generateHeadlinesBody.parse({ textContent: "Launch" }).count).toBe(10);
    expect(generateHeadlinesBody.safeParse({ textContent: "Launch", count: 0 }).success).toBe(false);
    expect(generateHeadlinesBody.safeParse({ textContent: "Launch", count: 21 }).success).toBe(false);
    expect(generateHeadlinesBody.safeParse({ textContent: "  " }).success).toBe(false);
  });

  it("refuses fields the routes do not take", () => {
    const r = generateSeoBody.safeParse({ textContent: "Launch", userId: "someone" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].code).toBe("unrecognized_keys");
  });
});
