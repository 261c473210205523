/**
 * Headlines and SEO copy (issue 13, POST /api/functions/generate-headlines and generate-seo): the request bodies
 * (strict: unknown fields answer 422), the results, and the schemas a model's structured answer must meet.
 */
import { z } from "zod";
import { LIMITS } from "../constants";
import { messages } from "../messages";
import { generateAlternativesBody } from "./functions";
import { HEADLINE_FORMULAS, HEADLINES, SEO_LIMITS, SLUG_RE, charCount, type HeadlineFormula } from "../seo-limits";

const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(LIMITS.contentChars);
// The same model, brand, content type and output language fields as every other function body.
const { modelId: modelRef, brandId, contentType, language } = generateAlternativesBody.shape;

export const generateHeadlinesBody = z.strictObject({
  textContent: text(messages.headlines.textRequired),
  count: z.coerce
    .number({ error: messages.headlines.countRange })
    .int(messages.headlines.countRange)
    .min(HEADLINES.min, messages.headlines.countRange)
    .max(HEADLINES.max, messages.headlines.countRange)
    .default(HEADLINES.default),
  modelId: modelRef,
  contentType,
  brandId,
  language,
});
export type GenerateHeadlinesBody = z.input<typeof generateHeadlinesBody>;

export const generateSeoBody = z.strictObject({
  textContent: text(messages.seo.textRequired),
  modelId: modelRef,
  contentType,
  brandId,
  language,
});
export type GenerateSeoBody = z.input<typeof generateSeoBody>;

/** Models write "How to", "How-To", "Numbered list": folded to the formula names before they are checked. */
export function normaliseFormula(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  if (/^how-?to$/.test(v)) return "how-to";
  if (/^(numbers?|list|listicle|numbered(-list)?)$/.test(v)) return "number";
  if (/^(questions?)$/.test(v)) return "question";
  if (/^(benefits?)$/.test(v)) return "benefit";
  if (/^(commands?|imperative|direct|call-to-action)$/.test(v)) return "command";
  if (/^problem-?(and-)?solution$/.test(v)) return "problem-solution";
  return v;
}

const within = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is empty`)
    .refine((s) => charCount(s) <= max, `${what} is longer than ${max} characters`);

export const headlineSchema = z.object({
  text: within(HEADLINES.maxChars, "Headline"),
  formula: z.preprocess(normaliseFormula, z.enum(HEADLINE_FORMULAS)),
});
export type Headline = { text: string; formula: HeadlineFormula };

/** What a model must answer for `count` headlines: at least that many, each within the limits. */
export function headlinesAnswerSchema(count: number) {
  return z.object({ headlines: z.array(headlineSchema).min(count, `Expected ${count} headlines`) });
}

export const headlinesResult = z.object({
  headlines: z.array(z.object({ text: z.string(), formula: z.enum(HEADLINE_FORMULAS), chars: z.number().int() })),
});
export type HeadlinesResult = z.infer<typeof headlinesResult>;

export const seoAnswerSchema = z.object({
  metaTitle: within(SEO_LIMITS.metaTitle, "Meta title"),
  metaDescription: within(SEO_LIMITS.metaDescription, "Meta description"),
  slug: z.string().trim().max(SEO_LIMITS.slug).regex(SLUG_RE, "Slug must be lower-case words joined by hyphens"),
  keywords: z.array(within(SEO_LIMITS.keywordChars, "Keyword")).length(SEO_LIMITS.keywords, `Expected exactly ${SEO_LIMITS.keywords} keywords`),
  ogTitle: within(SEO_LIMITS.ogTitle, "Open Graph title"),
  ogDescription: within(SEO_LIMITS.ogDescription, "Open Graph description"),
});
export type SeoCopy = z.infer<typeof seoAnswerSchema>;
export const seoResult = seoAnswerSchema;
export type SeoResult = SeoCopy;
