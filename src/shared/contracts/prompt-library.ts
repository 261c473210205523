import { z } from "zod";
import { LIMITS } from "../constants";
import { PROMPT_TYPES } from "../content-types";

export const libraryPromptSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(PROMPT_TYPES),
  prompt_text: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LibraryPrompt = z.infer<typeof libraryPromptSchema>;

export const libraryListFilters = z.object({
  type: z.enum(PROMPT_TYPES).optional(),
  q: z.string().trim().max(LIMITS.searchChars).optional(),
});

/** The curated library is small; one response holds all of it (next_cursor is always null). */
export const LIBRARY_MAX_ROWS = 500;
