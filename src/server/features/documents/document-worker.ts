/**
 * The worker process that reads a PDF or DOCX (unpdf, mammoth) off the server's event loop. The server gives it
 * a heap limit and kills it at the deadline (parse-in-worker.ts); here it refuses what would take too long or too
 * much memory before reading it: a PDF with more pages than the cap, a DOCX that inflates past the cap.
 * Imports only relative modules and packages: it is started on its own, outside the app's bundle and aliases.
 */
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import { tidyText } from "./tidy-text";
import { checkZipInflation, type ZipProblem } from "./zip-inflation";

export interface WorkerInput {
  kind: "pdf" | "docx";
  bytes: Uint8Array;
  maxPages: number;
  maxInflatedBytes: number;
  maxZipEntries: number;
  maxTextChars: number;
}

export type WorkerOutput =
  | { ok: true; text: string }
  | { ok: false; code: "too_many_pages"; pages: number }
  | { ok: false; code: "inflated_too_large" }
  | { ok: false; code: "too_many_entries" }
  | { ok: false; code: "archive_unverifiable"; problem: ZipProblem }
  | { ok: false; code: "unreadable"; reason: string };

async function pdfText(input: WorkerInput): Promise<WorkerOutput> {
  // pdf.js may take over the buffer it is given: hand it a copy. verbosity 0 keeps its warnings off the console.
  const pdf = await getDocumentProxy(new Uint8Array(input.bytes), { verbosity: 0 });
  try {
    // The page count comes from the page tree's root: known before any page is read.
    if (pdf.numPages > input.maxPages) return { ok: false, code: "too_many_pages", pages: pdf.numPages };
    // Page by page, keeping pdf.js's line ends (hasEOL) so paragraphs survive; pages are separated by a blank
    // line. Reading stops once the text is longer than what is kept.
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages && length <= input.maxTextChars; n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
      page.cleanup();
      pages.push(text);
      length += text.length + 2;
    }
    return { ok: true, text: tidyText(pages.join("\n\n"), input.maxTextChars) };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

async function docxText(input: WorkerInput): Promise<WorkerOutput> {
  // Only a zip whose real inflated size was counted, entry by entry, reaches mammoth.
  const verdict = await checkZipInflation(input.bytes, { maxInflatedBytes: input.maxInflatedBytes, maxEntries: input.maxZipEntries });
  if (!verdict.ok) {
    if (verdict.reason === "too_large") return { ok: false, code: "inflated_too_large" };
    if (verdict.reason === "too_many_entries") return { ok: false, code: "too_many_entries" };
    return { ok: false, code: "archive_unverifiable", problem: verdict.problem };
  }
  const buffer = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  return { ok: true, text: tidyText((await mammoth.extractRawText({ buffer })).value, input.maxTextChars) };
}

async function run(input: WorkerInput): Promise<WorkerOutput> {
  try {
    return input.kind === "pdf" ? await pdfText(input) : await docxText(input);
  } catch (err) {
    return { ok: false, code: "unreadable", reason: err instanceof Error && err.message ? err.message : String(err) };
  }
}

/**
 * Where the server cannot read this process's resident size (no /proc), it checks itself whenever its event loop
 * turns, and past the limit exits with 134, the code of V8's abort past its heap (the server answers that as out
 * of memory), without abort()'s core dump.
 */
function watchOwnMemory(): void {
  const limit = Number(process.argv.find((arg) => arg.startsWith("--rss-limit="))?.slice("--rss-limit=".length));
  if (!(limit > 0)) return;
  setInterval(() => {
    if (process.memoryUsage.rss() > limit) process.exit(134);
  }, 20).unref();
}

// One document per process: read it, answer, exit.
if (process.send && process.argv.includes("--document-worker")) {
  watchOwnMemory();
  process.once("message", (input: WorkerInput) => {
    void run(input).then((output) => process.send!(output, () => process.exit(0)));
  });
}
