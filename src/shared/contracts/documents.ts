import { z } from "zod";

export const DOCUMENT_STATUSES = ["processing", "ready", "failed"] as const;

/** A loaded document. Lists carry a preview; `GET /api/documents/:id` adds the whole `extracted_text`. */
export const documentSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  filename: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  error: z.string().nullable(),
  text_preview: z.string(),
  text_length: z.number().int(),
  created_at: z.string(),
  /** A signed URL of the original file (served as a download). */
  url: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSchema>;

export const documentDetailSchema = documentSchema.extend({ extracted_text: z.string().nullable() });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const DOCUMENT_PREVIEW_CHARS = 280;
