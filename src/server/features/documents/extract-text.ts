import { unprocessable } from "@/server/lib/errors";
import { DOCUMENTS } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { parseInWorker, type ParseOptions } from "./parse-in-worker";
import { decodeText, type DocumentKind } from "./sniff-document";
import { tidyText } from "./tidy-text";

export type Extraction = { ok: true; text: string } | { ok: false; error: string };

const failed = (reason: string): Extraction => ({ ok: false, error: `${messages.documents.uploadFailed} ${reason}`.slice(0, 500) });

/**
 * The document's text (capped at DOCUMENTS.maxTextChars), or why it could not be read (stored with the
 * document as failed). A document that would stall the server is refused with a 422 instead, nothing stored:
 * more pages than DOCUMENTS.maxPages, a DOCX inflating past DOCUMENTS.maxInflatedBytes, a reader that passes
 * the deadline or its memory limit. PDF and DOCX are read in a child process (readers shared fairly between users), never on the event loop.
 */
export async function extractDocumentText(userId: string, kind: DocumentKind, bytes: Uint8Array, options: ParseOptions): Promise<Extraction> {
  if (kind === "txt") {
    const text = tidyText(decodeText(bytes), DOCUMENTS.maxTextChars);
    return text ? { ok: true, text } : { ok: false, error: messages.documents.noText };
  }
  const outcome = await parseInWorker(userId, { kind, bytes, maxPages: DOCUMENTS.maxPages, maxInflatedBytes: DOCUMENTS.maxInflatedBytes, maxZipEntries: DOCUMENTS.maxZipEntries, maxTextChars: DOCUMENTS.maxTextChars }, options);
  if (outcome.ok) return outcome.text ? { ok: true, text: outcome.text } : { ok: false, error: messages.documents.noText };
  switch (outcome.code) {
    case "too_many_pages":
      throw unprocessable(messages.documents.tooManyPages(outcome.pages, DOCUMENTS.maxPages), "too_many_pages");
    case "inflated_too_large":
      throw unprocessable(messages.documents.inflatesTooLarge(DOCUMENTS.maxInflatedBytes / (1024 * 1024)), "inflated_too_large");
    case "too_many_entries":
      throw unprocessable(messages.documents.tooManyEntries(DOCUMENTS.maxZipEntries), "too_many_entries");
    case "archive_unverifiable":
      throw unprocessable(messages.documents.archiveUnverifiable(messages.documents.archiveProblems[outcome.problem]), "archive_unverifiable");
    case "timeout":
      throw unprocessable(messages.documents.tooSlow(Math.round(options.timeoutMs / 1000)), "parse_timeout");
    case "out_of_memory":
      throw unprocessable(messages.documents.tooMuchMemory, "parse_out_of_memory");
    default:
      return failed(outcome.reason || messages.documents.uploadFailed);
  }
}
