/**
 * Visuals (issue 27 points 1-3): visual suggestions for a draft (POST /api/functions/suggest-visuals), gallery
 * matches, branded graphics (quote cards, carousels) from a brand kit, and alt text for attached images.
 */
import { z } from "zod";
import { IMAGES, LIMITS } from "../constants";
import { messages } from "../messages";
import { PLATFORMS, type Platform } from "./accounts";
import { generateAlternativesBody } from "./functions";

/** The aspect ratios a concept can ask for: square, portrait 4:5, landscape 1.91:1, story 9:16. */
export const ASPECT_RATIOS = ["1:1", "4:5", "1.91:1", "9:16"] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** Pixel size of each ratio: the graphics' canvas. */
export const ASPECT_SIZES: Record<AspectRatio, { width: number; height: number }> = {
  "1:1": { width: 1080, height: 1080 },
  "4:5": { width: 1080, height: 1350 },
  "1.91:1": { width: 1200, height: 628 },
  "9:16": { width: 1080, height: 1920 },
};

/**
 * The size an image model is asked for, per ratio: the nearest pair of the sizes generate-image takes
 * (IMAGES.sizes: 512 to 1536), since the graphics' canvas sizes (1080 and so on) are refused there.
 */
export const ASPECT_IMAGE_SIZES: Record<AspectRatio, { width: (typeof IMAGES.sizes)[number]; height: (typeof IMAGES.sizes)[number] }> = {
  "1:1": { width: 1024, height: 1024 },
  "4:5": { width: 1024, height: 1280 },
  "1.91:1": { width: 1536, height: 768 },
  "9:16": { width: 768, height: 1280 },
};

/** The ratio each platform shows best in its feed (a story format is chosen explicitly). */
export const PLATFORM_ASPECT: Record<Platform, AspectRatio> = {
  instagram: "4:5",
  facebook: "1.91:1",
  twitter: "1.91:1",
  linkedin: "1.91:1",
  threads: "4:5",
  tiktok: "9:16",
  bluesky: "1:1",
  mastodon: "1:1",
  webhook: "1:1",
};

/** Alt text: long enough to describe, short enough for every platform (Bluesky and Mastodon take 1,500+). */
export const ALT_MAX = 1000;
export const VISUAL_CONCEPTS = 3;

export const visualConceptSchema = z.object({
  shows: z.string().trim().min(1).max(400),
  why: z.string().trim().min(1).max(400),
  prompt: z.string().trim().min(1).max(LIMITS.promptTextChars),
  aspectRatio: z.enum(ASPECT_RATIOS),
  alt: z.string().trim().min(1).max(ALT_MAX),
});
export type VisualConcept = z.infer<typeof visualConceptSchema>;

/** What a model's structured answer must be: exactly three concepts. */
export const visualsAnswerSchema = z.object({ concepts: z.array(visualConceptSchema).length(VISUAL_CONCEPTS) });

const { modelId, brandId, contentType, language } = generateAlternativesBody.shape;

export const suggestVisualsBody = z.strictObject({
  textContent: z.string({ error: messages.visuals.textRequired }).trim().min(1, messages.visuals.textRequired).max(LIMITS.contentChars),
  platform: z.enum(PLATFORMS).optional(),
  modelId,
  contentType,
  brandId,
  language,
});
export type SuggestVisualsBody = z.input<typeof suggestVisualsBody>;
export const suggestVisualsResult = visualsAnswerSchema;
export type SuggestVisualsResult = z.infer<typeof suggestVisualsResult>;

export const IMAGE_BUCKETS = ["image-storage", "social_images"] as const;

/** An image of the workspace's gallery (saved generated image or upload) ranked against a text. */
export const galleryMatchSchema = z.object({
  id: z.string().uuid(),
  bucket: z.enum(IMAGE_BUCKETS),
  path: z.string(),
  url: z.string(),
  alt: z.string().nullable(),
  prompt: z.string().nullable(),
  score: z.number(),
});
export type GalleryMatch = z.infer<typeof galleryMatchSchema>;
export const galleryMatchesQuery = z.object({
  text: z.string().trim().min(1, messages.visuals.textRequired).max(LIMITS.contentChars),
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
export const galleryMatchesResult = z.object({ data: z.array(galleryMatchSchema) });

/** Alt text of one stored image. */
export const imageRefSchema = z.strictObject({ bucket: z.enum(IMAGE_BUCKETS), path: z.string().min(1).max(512) });
export const describeImageBody = imageRefSchema.extend({ prompt: z.string().max(LIMITS.promptTextChars).optional() });
export const setAltBody = imageRefSchema.extend({ alt: z.string().trim().max(ALT_MAX, messages.visuals.altTooLong(ALT_MAX)) });
export const altResult = z.object({ bucket: z.enum(IMAGE_BUCKETS), path: z.string(), alt: z.string(), source: z.enum(["vision", "builtin", "user"]) });
export type AltResult = z.infer<typeof altResult>;

/** The bundled fonts a brand kit can use (files under node_modules/@fontsource, read by the server). */
export const KIT_FONTS = ["inter"] as const;
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, messages.visuals.badColor);

export const brandKitSchema = z.object({
  brand_id: z.string().uuid(),
  primary_color: z.string(),
  secondary_color: z.string(),
  background_color: z.string(),
  font: z.enum(KIT_FONTS),
  logo_path: z.string().nullable(),
  logo_url: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;
export const DEFAULT_KIT = { primary_color: "#1d4ed8", secondary_color: "#0f172a", background_color: "#ffffff", font: "inter" } as const;

export const putBrandKitBody = z.strictObject({
  primary_color: hex,
  secondary_color: hex,
  background_color: hex,
  font: z.enum(KIT_FONTS).default("inter"),
  logo_path: z.string().min(1).max(512).nullable().default(null),
  /**
   * Where the logo is: an upload (the default) or a saved image of the gallery. A gallery image is copied into the
   * workspace's uploads, so the kit keeps its own copy and answers that upload's path.
   */
  logo_bucket: z.enum(IMAGE_BUCKETS).default("image-storage"),
});
export type PutBrandKitBody = z.input<typeof putBrandKitBody>;

/** Graphics limits: a carousel's slides and the text one graphic takes. */
export const GRAPHICS = { maxSlides: 10, maxTextChars: 3000, slideChars: 220, quoteChars: 280 } as const;

export const graphicsBody = z.strictObject({
  kind: z.enum(["quote", "carousel"]),
  text: z.string().trim().min(1, messages.visuals.textRequired).max(GRAPHICS.maxTextChars, messages.visuals.textTooLong(GRAPHICS.maxTextChars)),
  brandId: z.string().uuid().optional(),
  aspectRatio: z.enum(ASPECT_RATIOS).optional(),
});
export type GraphicsBody = z.input<typeof graphicsBody>;

const storedImage = z.object({ id: z.string().uuid(), bucket: z.literal("image-storage"), path: z.string(), url: z.string(), alt: z.string() });
export const graphicsResult = z.object({
  images: z.array(storedImage),
  /** The carousel as a PDF document (one page per slide); null for a quote card. */
  pdf: z.object({ id: z.string().uuid(), path: z.string(), url: z.string(), pages: z.number().int() }).nullable(),
});
export type GraphicsResult = z.infer<typeof graphicsResult>;
