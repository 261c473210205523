import { z } from "zod";
import { CONTENT_TYPES } from "../content-types";
import { messages } from "../messages";
import { ALT_MAX } from "./visuals";

/**
 * Drafts (issue 25 point 4): the rows of the five content pages, kept per workspace on the server. `data` is the
 * row as the web keeps it (src/web/features/content/lib/post-row.ts) without what only lives in one tab (loading,
 * streamed text, files picked on this device). A change is a PATCH naming the version it was made on; a stale one
 * answers 409 with the current row and the client merges field by field (src/web/features/content/lib/draft-merge.ts).
 */
export const DRAFTS = {
  /** The most characters a draft's data may hold as JSON: the longest article with its versions, well past use. */
  maxDataChars: 1_000_000,
  /** Drafts of one page of a workspace. */
  maxPerPage: 500,
  /** A change event carries the row itself up to this size; above it, open pages fetch the row (NOTIFY's 8,000 bytes). */
  maxEventDataChars: 6000,
} as const;

export const draftPageSchema = z.enum(CONTENT_TYPES);
export type DraftPage = z.infer<typeof draftPageSchema>;

const image = z.object({
  id: z.string().max(200),
  url: z.string().max(4000),
  path: z.string().max(1000),
  source: z.enum(["generated", "uploaded"]),
  /** Alt text as the row shows it (issue 27); the stored image keeps it too (PUT /api/visuals/alt). */
  alt: z.string().max(ALT_MAX).optional(),
});

/** A PDF attached to a row: its Documents entry, its key in the documents bucket and its page count. */
export const draftDocumentSchema = z.object({
  id: z.string().max(200),
  url: z.string().max(4000),
  path: z.string().max(1000),
  pages: z.number().int().min(1).max(100),
});

export const draftVersionSchema = z.object({
  content: z.string(),
  timestamp: z.string().max(64),
  historyId: z.string().max(64).optional(),
  /** Who made this version (a user id); absent on versions made before drafts were shared. */
  authorId: z.string().max(64).optional(),
  /** Their name as the others saw it when the version was made (a shared draft's versions say who asked). */
  authorName: z.string().max(320).optional(),
  /** How it came to be, when not generated: "kept" is a text another edit replaced at the same time. */
  operation: z.string().max(32).optional(),
});
export type DraftVersion = z.infer<typeof draftVersionSchema>;

export const draftDataSchema = z.object({
  contentType: z.enum(["text", "image"]),
  textContent: z.string(),
  files: z.array(image.extend({ kind: z.literal("stored") })).max(100),
  selectedPromptId: z.string().max(64),
  selectedModelId: z.string().max(200),
  additionalContext: z.string(),
  generatedPost: z.string(),
  imageUrls: z.array(z.string().max(4000)).max(100),
  versions: z.array(draftVersionSchema).max(200),
  currentVersionIndex: z.number().int().min(0),
  selectedImages: z.array(image).max(100),
  isAlternative: z.boolean(),
  alternativeIndex: z.number().int().nullable(),
  totalAlternatives: z.number().int().nullable(),
  /** The repurpose target the row was written for ("LinkedIn post"), shown on the row. */
  origin: z.string().max(120).optional(),
  /** A carousel's PDF (issue 27), kept in Documents and posted as a document where a platform takes one (LinkedIn). */
  document: draftDocumentSchema.nullable().optional(),
});
export type DraftData = z.infer<typeof draftDataSchema>;

/** The data with its size cap: a clear 400 naming the limit rather than a database error. */
const cappedData = draftDataSchema.refine((data) => JSON.stringify(data).length <= DRAFTS.maxDataChars, messages.drafts.tooLarge(DRAFTS.maxDataChars));

export const draftSchema = z.object({
  id: z.string().uuid(),
  workspace_id: z.string().uuid(),
  page: draftPageSchema,
  position: z.number(),
  data: draftDataSchema,
  version: z.number().int(),
  created_by: z.string().uuid().nullable(),
  updated_by: z.string().uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftListQuery = z.object({ page: draftPageSchema });

/** A new draft; the client may name its id (a uuid) so a row keeps one id from its first keystroke. */
export const createDraftBody = z.object({
  id: z.string().uuid().optional(),
  page: draftPageSchema,
  position: z.number().finite(),
  data: cappedData,
});

/** A change made on `base_version`: the whole row as the client now has it, and its place if that changed. */
export const updateDraftBody = z.object({
  base_version: z.number().int().min(1),
  data: cappedData.optional(),
  position: z.number().finite().optional(),
});

export const reorderDraftsBody = z.object({
  page: draftPageSchema,
  ids: z.array(z.string().uuid()).min(1).max(DRAFTS.maxPerPage),
});

/** A 409's body: the error and the row as it is now, for the client's merge. */
export const draftConflictSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  current: draftSchema,
});

/**
 * Published on the workspace's channel after every write (with the generic "changed" event): the row's new
 * version, and the row itself when it is small enough for one message, so open pages apply it without a fetch.
 */
export const DRAFT_CHANGED_EVENT = "draft.changed";
export interface DraftChangedPayload {
  id: string;
  page: DraftPage;
  version: number;
  position: number;
  deleted: boolean;
  by: string;
  /** Absent when the row is too large for one message (fetch GET /api/drafts/{id}) or deleted. */
  data?: DraftData;
}
/** After a reorder: the new positions of a page's drafts. */
export const DRAFTS_REORDERED_EVENT = "drafts.reordered";
export interface DraftsReorderedPayload {
  page: DraftPage;
  positions: Record<string, number>;
  by: string;
}

/** A draft's post as it stands: the chosen version, else the generated post, else the row's own text. */
export function draftText(data: DraftData): string {
  return data.versions[data.currentVersionIndex]?.content || data.generatedPost || data.textContent;
}
