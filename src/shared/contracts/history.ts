import { z } from "zod";
import { LIMITS } from "../constants";
import { CONTENT_TYPES } from "../content-types";
import { languageCodeSchema } from "../languages";
import { postNumbersSchema } from "./analytics";

export const contentTypeSchema = z.enum(CONTENT_TYPES);

/** Metadata is free-form (spec §3 lists promptId, modelId, ...); its JSON is capped. */
export const METADATA_MAX_CHARS = 20_000;
const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine((m) => JSON.stringify(m).length <= METADATA_MAX_CHARS, { message: `Metadata must be at most ${METADATA_MAX_CHARS} characters of JSON` });

export const historyItemSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  content: z.string(),
  content_type: contentTypeSchema,
  original_content: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  /**
   * A published post's item (metadata.operation "publish"): the post's newest numbers from its platform, null while
   * none are collected (or the platform gives none). Absent on every other item. In the list and GET /{id}.
   */
  post_numbers: postNumbersSchema.nullable().optional(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

const originalContent = z.string().max(LIMITS.contentChars).nullish().transform((v) => v ?? null);

export const createHistoryBody = z.object({
  content: z.string({ error: "Content is required" }).trim().min(1, "Content is required").max(LIMITS.contentChars),
  content_type: contentTypeSchema,
  original_content: originalContent,
  metadata: metadataSchema.default({}),
});
export type CreateHistoryInput = z.input<typeof createHistoryBody>;

export const updateHistoryBody = z.object({
  content: z.string().trim().min(1, "Content is required").max(LIMITS.contentChars).optional(),
  original_content: originalContent.optional(),
  metadata: metadataSchema.optional(),
});
export type UpdateHistoryInput = z.input<typeof updateHistoryBody>;

export const historyListFilters = z.object({
  q: z.string().trim().max(LIMITS.searchChars).optional(),
  type: contentTypeSchema.optional(),
  /** Only items written in this language (metadata.language). */
  language: languageCodeSchema.optional(),
});

export const BULK_DELETE_MAX = 500;
export const bulkDeleteBody = z.object({ ids: z.array(z.string().uuid({ message: "Invalid id" })).min(1).max(BULK_DELETE_MAX) });
export const bulkDeleteResult = z.object({ deleted: z.number().int() });

export const historyStatsSchema = z.object({
  total: z.number().int(),
  by_type: z.record(contentTypeSchema, z.number().int()),
  content_types: z.number().int(),
  recent: z.number().int(),
});
export type HistoryStats = z.infer<typeof historyStatsSchema>;
