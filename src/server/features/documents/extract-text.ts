import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import { DOCUMENTS } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { decodeText, type DocumentKind } from "./sniff-document";

const EXTRACT_TIMEOUT_MS = 60_000;

export type Extraction = { ok: true; text: string } | { ok: false; error: string };

async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js may take over the buffer it is given: hand it a copy. verbosity 0 keeps its warnings off the console.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    // Page by page, keeping pdf.js's line ends (hasEOL) so paragraphs survive; pages are separated by a blank line.
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    }
    return pages.join("\n\n");
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

async function rawText(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  if (kind === "pdf") return pdfText(bytes);
  if (kind === "docx") return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  return decodeText(bytes);
}

function tidy(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{4,}/g, "\n\n\n")
    .trim()
    .slice(0, DOCUMENTS.maxTextChars);
}

/** The document's text (capped at DOCUMENTS.maxTextChars), or why it could not be read. Never throws. */
export async function extractDocumentText(kind: DocumentKind, bytes: Uint8Array): Promise<Extraction> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Reading the document took too long.")), EXTRACT_TIMEOUT_MS);
  });
  try {
    const text = tidy(await Promise.race([rawText(kind, bytes), timeout]));
    return text ? { ok: true, text } : { ok: false, error: messages.documents.noText };
  } catch (err) {
    const reason = err instanceof Error && err.message ? err.message : messages.documents.uploadFailed;
    return { ok: false, error: `${messages.documents.uploadFailed} ${reason}`.slice(0, 500) };
  } finally {
    clearTimeout(timer);
  }
}
