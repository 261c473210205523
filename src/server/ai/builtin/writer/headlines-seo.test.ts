import { describe, expect, it } from "vitest";
import { HEADLINE_FORMULAS, SEO_LIMITS, charCount } from "@/shared/seo-limits";
import { headlinesAnswerSchema, seoAnswerSchema } from "@/shared/contracts/headlines-seo";
import { BRIEF, LAUNCH, REMOTE, write } from "./test-helpers";

const headlines = (user: string, count: number) =>
  (JSON.parse(write({ task: "headlines", contentType: "article", count }, user)) as { headlines: { text: string; formula: string }[] }).headlines;

describe("task headlines", () => {
  it.each([1, 10, 20])("writes exactly %i distinct headlines that pass the schema", (count) => {
    for (const text of [LAUNCH, REMOTE, BRIEF, "pricing"]) {
      const list = headlines(text, count);
      expect(list).toHaveLength(count);
      expect(headlinesAnswerSchema(count).safeParse({ headlines: list }).success).toBe(true);
      expect(new Set(list.map((h) => h.text.toLowerCase())).size).toBe(count);
    }
  });

  it("builds ten headlines with ten different formulas on the text's keyphrases", () => {
    const list = headlines(LAUNCH, 10);
    expect(new Set(list.map((h) => h.formula)).size).toBe(HEADLINE_FORMULAS.length);
    expect(list.filter((h) => /analytics dashboard|campaign performance|cost per lead/i.test(h.text)).length).toBeGreaterThanOrEqual(5);
    const question = list.find((h) => h.formula === "question");
    expect(question?.text).toMatch(/\?$/);
    expect(list.find((h) => h.formula === "how-to")?.text).toMatch(/^How to /);
  });
});

describe("task seo", () => {
  const seo = (user: string, brand?: string) =>
    JSON.parse(write({ task: "seo", contentType: "article", ...(brand ? { brand: { brand_name: brand } } : {}) }, user)) as Record<string, unknown>;

  it("writes every field within its limit, with exactly five keywords", () => {
    for (const text of [LAUNCH, REMOTE, BRIEF, "pricing", `${LAUNCH} ${REMOTE} ${LAUNCH}`]) {
      const copy = seo(text, "Pulse");
      const parsed = seoAnswerSchema.safeParse(copy);
      expect(parsed.success, JSON.stringify(copy)).toBe(true);
      expect(charCount(String(copy.metaTitle))).toBeLessThanOrEqual(SEO_LIMITS.metaTitle);
      expect(charCount(String(copy.metaDescription))).toBeLessThanOrEqual(SEO_LIMITS.metaDescription);
      expect(copy.keywords).toHaveLength(5);
    }
  });

  it("draws the slug and keywords from the text and ends the description on a whole word", () => {
    const copy = seo(LAUNCH);
    expect(copy.slug).toMatch(/analytics|dashboard|campaign/);
    expect((copy.keywords as string[]).join(" ")).toMatch(/analytics dashboard|campaign performance/);
    expect(String(copy.metaDescription)).toMatch(/[\p{L}\p{N}%]\.$/u);
  });
});
