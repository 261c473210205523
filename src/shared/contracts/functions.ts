/**
 * The AI functions of spec §7 (POST /api/functions/<name>): bodies in the spec's camelCase and their results.
 * The server validates with these schemas and the web types its calls with them. Any userId/user_id in a body
 * is dropped by the object schemas: the server takes the user from the token.
 */
import { z } from "zod";
import { GENERATION, IMAGES, LIMITS } from "../constants";
import { CONTENT_TYPES } from "../content-types";
import { languageCodeSchema } from "../languages";
import { messages } from "../messages";
import { REPURPOSE_TARGET_IDS } from "../repurpose-targets";
import { BRAND_TEXT_MAX } from "./brands";
import { generationNoteSchema, historySaveError, recordedFields } from "./generation-history";

export const FUNCTION_NAMES = [
  "generate-text-post",
  "analyze-image",
  "generate-alternatives",
  "adjust-post",
  "expand-content",
  "generate-with-clusters",
  "process-notes",
  "generate-image",
  "generate-social-posts",
  "repurpose",
  "generate-headlines",
  "generate-seo",
  "suggest-visuals",
] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

/** Functions whose text result may be streamed with `?stream=1` (Server-Sent Events). */
export const STREAMABLE_FUNCTIONS = ["generate-text-post", "analyze-image", "adjust-post", "expand-content"] as const;
export type StreamableFunction = (typeof STREAMABLE_FUNCTIONS)[number];

/** Trimmed, non-blank text; a missing field gets the same message as a blank one. */
const required = (message: string, max: number = LIMITS.contentChars) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? undefined : v.trim()));

/** A model: the ai_models row id (uuid) or its model_id ("gpt-4o-mini"); null or absent means the default. */
const modelRef = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : undefined));
const contentType = z.enum(CONTENT_TYPES, { error: messages.generation.invalidContentType });
const brandId = z
  .string()
  .uuid({ message: messages.generation.invalidBrandId })
  .nullish()
  .transform((v) => v ?? undefined);
/** The output language (a code of src/shared/languages.ts); absent means the brand's language, then English. */
const language = languageCodeSchema.nullish().transform((v) => v ?? undefined);
const count = (range: { min: number; max: number; default: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(range.min, message).max(range.max, message).default(range.default);

/** A brand sent inline (spec §7 generate-with-clusters `brandContext`); the same fields as a brand_strategy row. */
const brandText = z.string().max(BRAND_TEXT_MAX).nullish();
export const brandContextSchema = z.object({
  brand_name: brandText,
  mission: brandText,
  vision: brandText,
  target_audience: brandText,
  brand_voice: brandText,
  key_messaging: brandText,
  spelling_preference: brandText,
  no_dashes: z.boolean().nullish(),
  no_semicolons: z.boolean().nullish(),
  no_emojis: z.boolean().nullish(),
  key_topics: brandText,
  content_guidelines: brandText,
  additional_notes: brandText,
});
export type BrandContextInput = z.input<typeof brandContextSchema>;

export const generateTextPostBody = z.object({
  textContent: required(messages.generation.textRequired),
  promptText: required(messages.generation.selectPromptFirst, LIMITS.promptTextChars),
  additionalContext: optionalText(LIMITS.promptTextChars),
  modelId: modelRef,
  contentType: contentType.default("general"),
  brandId,
  language,
  history: generationNoteSchema,
});
export type GenerateTextPostBody = z.input<typeof generateTextPostBody>;
export const contentResult = z.object({ content: z.string() });
export type ContentResult = z.infer<typeof contentResult>;
/** A generation's answer with the History item the server wrote for it. */
export const recordedContentResult = contentResult.extend(recordedFields);
export type RecordedContentResult = z.infer<typeof recordedContentResult>;

/** A data URL of an image; the server decodes it and sniffs the bytes (png, jpeg, webp, gif; at most 10 MB). */
const imageDataUrl = z
  .string()
  .max(Math.ceil((IMAGES.maxUploadBytes * 4) / 3) + 200, messages.images.tooLarge)
  .startsWith("data:", messages.images.invalidImage);
export const analyzeImageBody = z.object({
  images: z
    .array(imageDataUrl, { error: messages.images.selectAtLeastOne })
    .min(1, messages.images.selectAtLeastOne)
    .max(IMAGES.perRequest, messages.generation.tooManyImages),
  /** The row's own text to go with the images (optional): the model writes from it and what it sees. */
  textContent: optionalText(LIMITS.contentChars),
  promptText: required(messages.generation.selectPromptFirst, LIMITS.promptTextChars),
  additionalContext: optionalText(LIMITS.promptTextChars),
  modelId: modelRef,
  contentType: contentType.default("social_media"),
  brandId,
  language,
  history: generationNoteSchema,
});
export type AnalyzeImageBody = z.input<typeof analyzeImageBody>;
export const analyzeImageResult = z.object({ content: z.string(), imageUrls: z.array(z.string()) });
export type AnalyzeImageResult = z.infer<typeof analyzeImageResult>;
export const recordedAnalyzeImageResult = analyzeImageResult.extend(recordedFields);
export type RecordedAnalyzeImageResult = z.infer<typeof recordedAnalyzeImageResult>;

export const generateAlternativesBody = z.object({
  textContent: required(messages.generation.noContentForAlternatives),
  promptText: optionalText(LIMITS.promptTextChars),
  additionalContext: optionalText(LIMITS.promptTextChars),
  count: count(GENERATION.alternatives, messages.generation.alternativesRange),
  modelId: modelRef,
  contentType: contentType.default("general"),
  brandId,
  language,
  history: generationNoteSchema,
});
export type GenerateAlternativesBody = z.input<typeof generateAlternativesBody>;
export const alternativesResult = z.object({ alternatives: z.array(z.string()) });
/** One History item per alternative, in the same order (null when the save failed). */
export const recordedAlternativesResult = alternativesResult.extend({
  history_ids: z.array(z.string().nullable()),
  history_error: historySaveError.optional(),
});
export type RecordedAlternativesResult = z.infer<typeof recordedAlternativesResult>;
export type AlternativesResult = z.infer<typeof alternativesResult>;

export const adjustPostBody = z.object({
  originalPost: required(messages.generation.enterContentFirst),
  adjustmentNotes: required(messages.generation.adjustmentNotesRequired, LIMITS.promptTextChars),
  modelId: modelRef,
  contentType: contentType.default("general"),
  brandId,
  language,
  history: generationNoteSchema,
});
export type AdjustPostBody = z.input<typeof adjustPostBody>;

export const EXPANSION_MODES = ["short", "medium", "long"] as const;
export type ExpansionMode = (typeof EXPANSION_MODES)[number];
export const expandContentBody = z.object({
  content: required(messages.generation.enterContentFirst),
  mode: z.enum(EXPANSION_MODES, { error: messages.generation.invalidExpansionMode }),
  modelId: modelRef,
  contentType: contentType.default("general"),
  brandId,
  language,
  history: generationNoteSchema,
});
export type ExpandContentBody = z.input<typeof expandContentBody>;
export const expandContentResult = z.object({ expandedContent: z.string() });
export type ExpandContentResult = z.infer<typeof expandContentResult>;
export const recordedExpandContentResult = expandContentResult.extend(recordedFields);
export type RecordedExpandContentResult = z.infer<typeof recordedExpandContentResult>;

/** Ideas from a cluster (generate-with-clusters) or from a prompt (generate-social-posts, spec §7 direct HTTP). */
export const generateIdeasBody = z.object({
  clusterId: z
    .string()
    .uuid({ message: messages.generation.selectClusterFirst })
    .nullish()
    .transform((v) => v ?? undefined),
  prompt: z
    .string()
    .max(LIMITS.promptTextChars)
    .nullish()
    .transform((v) => v?.trim() ?? ""),
  /** Only what is read (GENERATION.examplePosts): more would be bytes for nothing, and bodies are limited by size. */
  clusterPosts: z
    .array(z.string().max(GENERATION.examplePosts.chars))
    .max(GENERATION.examplePosts.max)
    .nullish()
    .transform((v) => (v ?? []).filter((p) => p.trim() !== "")),
  brandContext: brandContextSchema.nullish().transform((v) => v ?? undefined),
  contentType: contentType.default("social_media"),
  numPosts: count(GENERATION.ideas, messages.generation.postsRange),
  modelId: modelRef,
  brandId,
  language,
});
export type GenerateIdeasBody = z.input<typeof generateIdeasBody>;
export type GenerateIdeasParsed = z.output<typeof generateIdeasBody>;
export const ideasResult = z.object({ ideas: z.array(z.string()) });
export type IdeasResult = z.infer<typeof ideasResult>;

export const processNotesBody = z.object({
  notes: required(messages.notes.enterContentFirst),
  count: count({ min: 1, max: 20, default: GENERATION.topicCount }, messages.generation.topicsRange),
  modelId: modelRef,
  brandId,
  language,
});
export type ProcessNotesBody = z.input<typeof processNotesBody>;
export const topicSchema = z.object({ topic: z.string(), details: z.string() });
export type Topic = z.infer<typeof topicSchema>;
export const processNotesResult = z.object({ topics: z.array(topicSchema) });
export type ProcessNotesResult = z.infer<typeof processNotesResult>;

const imageSize = z.coerce
  .number({ error: messages.generation.invalidImageSize })
  .int(messages.generation.invalidImageSize)
  .refine((n) => (IMAGES.sizes as readonly number[]).includes(n), messages.generation.invalidImageSize)
  .default(IMAGES.defaultSize);
/** Extra model inputs (Replicate's num_inference_steps, ...): flat, small, primitive values only. */
const additionalParams = z
  .record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.boolean()]))
  .refine((r) => Object.keys(r).length <= 20, "Too many additional parameters")
  .nullish()
  .transform((v) => v ?? undefined);
export const generateImageBody = z.object({
  prompt: required(messages.images.promptRequired, LIMITS.promptTextChars),
  count: count({ min: 1, max: IMAGES.perRequest, default: IMAGES.perRequest }, messages.generation.imageCountRange),
  model: modelRef,
  width: imageSize,
  height: imageSize,
  additionalParams,
});
export type GenerateImageBody = z.input<typeof generateImageBody>;
export const generatedImageSchema = z.object({ supabaseUrl: z.string(), replicateUrl: z.string(), path: z.string() });
export type GeneratedImage = z.infer<typeof generatedImageSchema>;
export const generateImageResult = z.object({ images: z.array(generatedImageSchema), predictionId: z.string() });
export type GenerateImageResult = z.infer<typeof generateImageResult>;

/** Repurpose (issue 13): one text rewritten for several targets at once, each in its platform's form and limit. */
export const repurposeBody = z.strictObject({
  text: required(messages.repurpose.sourceRequired),
  targets: z
    .array(z.enum(REPURPOSE_TARGET_IDS, { error: messages.repurpose.chooseTargets }), { error: messages.repurpose.chooseTargets })
    .min(1, messages.repurpose.chooseTargets)
    .max(REPURPOSE_TARGET_IDS.length, messages.repurpose.duplicateTargets)
    .refine((t) => new Set(t).size === t.length, messages.repurpose.duplicateTargets),
  language,
  modelId: modelRef,
  brandId,
  history: generationNoteSchema,
});
export type RepurposeBody = z.input<typeof repurposeBody>;
export const repurposeItem = z.object({
  target: z.enum(REPURPOSE_TARGET_IDS),
  /** The posts of a thread, or the one text of any other target. */
  parts: z.array(z.object({ text: z.string(), count: z.number().int(), over: z.boolean() })),
  content: z.string(),
  max: z.number().int(),
  over: z.boolean(),
});
export type RepurposeItem = z.infer<typeof repurposeItem>;
export const repurposeResult = z.object({ language: languageCodeSchema, results: z.array(repurposeItem) });
export type RepurposeResult = z.infer<typeof repurposeResult>;
/** Each result with the History item written for it (null when the save failed). */
export const recordedRepurposeResult = z.object({
  language: languageCodeSchema,
  results: z.array(repurposeItem.extend({ history_id: z.string().nullable() })),
  history_error: historySaveError.optional(),
});
export type RecordedRepurposeResult = z.infer<typeof recordedRepurposeResult>;

/** The body and result of each function, for typed clients. */
export interface FunctionContracts {
  "generate-text-post": { body: GenerateTextPostBody; result: RecordedContentResult };
  "analyze-image": { body: AnalyzeImageBody; result: RecordedAnalyzeImageResult };
  "generate-alternatives": { body: GenerateAlternativesBody; result: RecordedAlternativesResult };
  "adjust-post": { body: AdjustPostBody; result: RecordedContentResult };
  "expand-content": { body: ExpandContentBody; result: RecordedExpandContentResult };
  "generate-with-clusters": { body: GenerateIdeasBody; result: IdeasResult };
  "process-notes": { body: ProcessNotesBody; result: ProcessNotesResult };
  "generate-image": { body: GenerateImageBody; result: GenerateImageResult };
  "generate-social-posts": { body: GenerateIdeasBody; result: IdeasResult };
  repurpose: { body: RepurposeBody; result: RecordedRepurposeResult };
}

/**
 * Server-Sent Events of a streamed call (`?stream=1`): `delta` {text} pieces in order, then exactly one of
 * `done` (the same JSON the non-streamed call answers, after the brand's rules) or `error` {code, message}.
 * Failures before the first piece (bad input, model, rate limit, upstream) answer a normal JSON error instead.
 */
export type FunctionStreamEvent<R> =
  { event: "delta"; data: { text: string } } | { event: "done"; data: R } | { event: "error"; data: { code: string; message: string } };
