import { DOCUMENTS } from "@/shared/constants";
import { messages } from "@/shared/messages";

/** What the picker accepts (spec §5): .pdf, .doc, .docx, .txt. */
export const DOCUMENT_ACCEPT = DOCUMENTS.extensions.join(",");

const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? "";

/** Checks a chosen file before sending it; the server sniffs the bytes again. Undefined when it may be sent. */
export function documentFileProblem(file: File | null | undefined): string | undefined {
  if (!file) return messages.documents.selectFile;
  const ext = extensionOf(file.name);
  if (ext === ".doc") return messages.documents.docNotSupported;
  if (!(DOCUMENTS.extensions as readonly string[]).includes(ext)) return messages.documents.unsupportedType;
  if (file.size > DOCUMENTS.maxBytes) return messages.documents.tooLarge;
  if (file.size === 0) return messages.documents.selectFile;
  return undefined;
}

export type DocumentKind = "pdf" | "docx" | "txt" | "other";

export function documentKind(mimeType: string): DocumentKind {
  if (mimeType === "application/pdf") return "pdf";
  if (mimeType.includes("wordprocessingml")) return "docx";
  if (mimeType.startsWith("text/plain")) return "txt";
  return "other";
}

/** The note title a document gives: its name without the extension. */
export function noteTitleOf(filename: string): string {
  return filename.replace(/\.[A-Za-z0-9]{1,8}$/, "").trim() || filename;
}
