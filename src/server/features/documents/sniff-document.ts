import { fileTypeFromBuffer } from "file-type";
import { payloadTooLarge, unsupportedMediaType } from "@/server/lib/errors";
import { DOCUMENTS } from "@/shared/constants";
import { messages } from "@/shared/messages";

export type DocumentKind = "pdf" | "docx" | "txt";

export const DOCUMENT_TYPES: Record<DocumentKind, { mimeType: string; ext: string }> = {
  pdf: { mimeType: "application/pdf", ext: "pdf" },
  docx: { mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" },
  txt: { mimeType: "text/plain; charset=utf-8", ext: "txt" },
};

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const extensionOf = (filename: string) => /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase() ?? "";

/** A DOCX is a zip whose entries include word/document.xml (entry names are stored uncompressed). */
function isDocx(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_MAGIC) && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("word/document.xml");
}

/** Valid UTF-8 without NUL bytes, or undefined. */
function asText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Decides what a document is from its bytes, never from its name alone: PDF magic, a DOCX zip, or UTF-8 text
 * (named .txt). Legacy .doc (OLE) files get their own message; anything else is 415.
 */
export async function sniffDocument(bytes: Uint8Array, filename: string): Promise<DocumentKind> {
  if (bytes.byteLength > DOCUMENTS.maxBytes) throw payloadTooLarge(messages.documents.tooLarge);
  const ext = extensionOf(filename);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === "pdf") return "pdf";
  if (isDocx(bytes)) return "docx";
  if (ext === "doc" || startsWith(bytes, OLE_MAGIC)) throw unsupportedMediaType(messages.documents.docNotSupported);
  if ((ext === "txt" || ext === "") && asText(bytes) !== undefined) return "txt";
  throw unsupportedMediaType(messages.documents.unsupportedType);
}

export function decodeText(bytes: Uint8Array): string {
  return asText(bytes) ?? "";
}
