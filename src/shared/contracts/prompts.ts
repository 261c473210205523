import { z } from "zod";
import { LIMITS } from "../constants";
import { PROMPT_TYPES } from "../content-types";
import { messages } from "../messages";

/** Trimmed text that must not be blank; a missing field gets the same message as a blank one. */
const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);
const description = z
  .string()
  .max(LIMITS.descriptionChars)
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));

export const promptTypeSchema = z.enum(PROMPT_TYPES);

export const promptSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  prompt_text: z.string(),
  type: promptTypeSchema,
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Prompt = z.infer<typeof promptSchema>;

export const createPromptBody = z.object({
  name: required(LIMITS.nameChars, messages.prompts.nameRequired),
  description,
  prompt_text: required(LIMITS.promptTextChars, messages.prompts.promptTextRequired),
  type: promptTypeSchema.default("general"),
  is_active: z.boolean().default(true),
});
export type CreatePromptInput = z.input<typeof createPromptBody>;

export const updatePromptBody = z.object({
  name: required(LIMITS.nameChars, messages.prompts.nameRequired).optional(),
  description: description.optional(),
  prompt_text: required(LIMITS.promptTextChars, messages.prompts.promptTextRequired).optional(),
  type: promptTypeSchema.optional(),
  is_active: z.boolean().optional(),
});
export type UpdatePromptInput = z.input<typeof updatePromptBody>;

const booleanParam = z.enum(["true", "false"]).transform((v) => v === "true");

/** GET /api/prompts filters. `type=email_broadcast` also matches `email` (spec §3). */
export const promptListFilters = z.object({
  type: promptTypeSchema.optional(),
  active: booleanParam.optional(),
  q: z.string().trim().max(LIMITS.searchChars).optional(),
});

export const promptStatsSchema = z.object({ total: z.number().int(), active: z.number().int(), custom: z.number().int() });
export type PromptStats = z.infer<typeof promptStatsSchema>;
