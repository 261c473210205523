import { z } from "zod";
import { LIMITS } from "../constants";
import { languageCodeSchema } from "../languages";
import { messages } from "../messages";
import { optionalText } from "./common";

/** Required text whose message is the same whether the field is missing, wrong or blank. */
const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Long free-text brand fields (mission, guidelines, ...): generous but bounded. */
export const BRAND_TEXT_MAX = 5000;

export const SPELLING_PREFERENCES = ["american", "british"] as const;
export type SpellingPreference = (typeof SPELLING_PREFERENCES)[number];

/** "none", blank and null all mean no preference. */
const spellingPreference = z
  .union([z.enum(SPELLING_PREFERENCES), z.literal("none"), z.literal("")])
  .nullish()
  .transform((v): SpellingPreference | null => (v === "american" || v === "british" ? v : null));

const text = () => optionalText(BRAND_TEXT_MAX);

/** No zod defaults here: a PATCH must leave absent fields alone; the database holds the defaults. */
const brandFields = {
  brand_name: requiredText(LIMITS.nameChars, messages.brands.nameRequired),
  mission: text(),
  vision: text(),
  target_audience: text(),
  brand_voice: text(),
  key_messaging: text(),
  spelling_preference: spellingPreference,
  no_dashes: z.boolean().optional(),
  no_semicolons: z.boolean().optional(),
  no_emojis: z.boolean().optional(),
  key_topics: text(),
  content_guidelines: text(),
  additional_notes: text(),
  /** The default output language of the brand's content; null or blank: English. */
  language: languageCodeSchema
    .or(z.literal(""))
    .nullish()
    .transform((v) => (v ? v : v === undefined ? undefined : null)),
};

export const createBrandBody = z.object(brandFields);
export const updateBrandBody = z.object(brandFields).partial();
export type CreateBrandBody = z.input<typeof createBrandBody>;
export type UpdateBrandBody = z.input<typeof updateBrandBody>;

export const brandSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  brand_name: z.string(),
  mission: z.string().nullable(),
  vision: z.string().nullable(),
  target_audience: z.string().nullable(),
  brand_voice: z.string().nullable(),
  key_messaging: z.string().nullable(),
  spelling_preference: z.enum(SPELLING_PREFERENCES).nullable(),
  no_dashes: z.boolean(),
  no_semicolons: z.boolean(),
  no_emojis: z.boolean(),
  key_topics: z.string().nullable(),
  content_guidelines: z.string().nullable(),
  additional_notes: z.string().nullable(),
  language: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * The brand a member works with in a workspace (GET/PUT /api/workspaces/current/brand): kept per member per
 * workspace so it follows them across devices. null: no brand chosen (or the chosen one was deleted).
 */
export const currentBrandSchema = z.object({ brand_id: z.string().uuid().nullable() });
export type CurrentBrand = z.infer<typeof currentBrandSchema>;
export const setCurrentBrandBody = z.object({ brand_id: z.string().uuid().nullable() });
