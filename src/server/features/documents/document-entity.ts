import type { Config } from "@/server/config";
import { toIso } from "@/server/db/helpers";
import { signStorageUrl } from "@/server/storage/signed-url";
import { DOCUMENT_PREVIEW_CHARS, type DocumentDetail, type DocumentSummary } from "@/shared/contracts/documents";
import type { DocumentRow, DocumentSummaryRow } from "./documents.repository";

export const BUCKET = "documents" as const;

export function toDocumentSummary(row: DocumentSummaryRow, config: Config, now: Date): DocumentSummary {
  return {
    id: row.id,
    user_id: row.userId,
    filename: row.filename,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    status: row.status,
    error: row.error,
    text_preview: row.textPreview,
    text_length: Number(row.textLength),
    created_at: toIso(row.createdAt) ?? row.createdAt,
    url: row.storagePath ? signStorageUrl(config, BUCKET, row.storagePath, undefined, now) : null,
  };
}

export function toDocumentDetail(row: DocumentRow, config: Config, now: Date): DocumentDetail {
  const text = row.extractedText ?? "";
  return {
    ...toDocumentSummary({ ...row, textPreview: text.slice(0, DOCUMENT_PREVIEW_CHARS), textLength: text.length }, config, now),
    extracted_text: row.extractedText,
  };
}

/** A display name only (storage keys are server-made): no folders, no control characters, bounded. */
export function sanitiseFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.normalize("NFC").replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim().slice(0, 200);
  return clean || "document";
}
