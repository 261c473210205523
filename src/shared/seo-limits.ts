/**
 * Headline and SEO copy limits (issue 13): what the server validates model answers against (zod, one retry) and
 * what the web counts and flags. Search engines cut titles near 60 characters and descriptions near 155.
 */
export const HEADLINES = { min: 1, max: 20, default: 10, maxChars: 120 } as const;

export const HEADLINE_FORMULAS = [
  "question",
  "number",
  "how-to",
  "benefit",
  "curiosity",
  "command",
  "news",
  "problem-solution",
  "comparison",
  "testimonial",
] as const;
export type HeadlineFormula = (typeof HEADLINE_FORMULAS)[number];

export const SEO_LIMITS = {
  metaTitle: 60,
  metaDescription: 155,
  slug: 80,
  keywords: 5,
  keywordChars: 60,
  ogTitle: 90,
  ogDescription: 200,
} as const;

export type SeoField = "metaTitle" | "metaDescription" | "slug" | "ogTitle" | "ogDescription";

/** A URL slug: lower-case letters and digits in hyphen-separated runs. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Characters as a reader counts them (an emoji is one), which is what the limits mean. */
export function charCount(text: string): number {
  return [...text].length;
}

export function isOverLimit(text: string, limit: number): boolean {
  return charCount(text) > limit;
}
