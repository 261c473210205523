/**
 * The History export (issue 24 point 14): one zip with `history.csv`, a line per item with the columns a
 * marketer sorts by (created, type, platform, language, prompt, model), and `images/`, the item's images copied
 * out of storage. The CSV names each image by its path in the zip, so the links never expire (signed links in
 * API answers live 7 days); an image that is not in this server's storage keeps its own address.
 */
import { Readable } from "node:stream";
import { configure, TextReader, ZipWriter } from "@zip.js/zip.js";
import type { Logger } from "@/server/lib/logger";
import { isBucket, isValidKey, type Bucket, type Storage } from "@/server/storage/storage";
import { CONTENT_TYPE_LABELS, type ContentType } from "@/shared/content-types";
import { csvLine } from "@/shared/csv";
import { findLanguage } from "@/shared/languages";
import { messages } from "@/shared/messages";
import type { HistoryRow } from "./history.service";

configure({ useWebWorkers: false });

/** The newest items an export holds; the History filters narrow it. */
export const HISTORY_EXPORT_MAX_ITEMS = 5000;
/** Images copied into one export, at most (each is at most 10 MB). */
export const HISTORY_EXPORT_MAX_IMAGES = 500;

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The image addresses an item holds: analysed images (processingDetails.imageUrls) and any metadata.imageUrls. */
export function imageUrlsOf(metadata: Record<string, unknown>): string[] {
  const lists = [metadata.imageUrls, record(metadata.processingDetails).imageUrls];
  const urls = lists.flatMap((l) => (Array.isArray(l) ? l.filter((u): u is string => typeof u === "string" && u.trim() !== "") : []));
  return [...new Set(urls)];
}

/** The stored object an address points at (`.../api/storage/<bucket>/<key>?...`), if it names one. */
export function storedObjectOf(url: string): { bucket: Bucket; key: string } | null {
  const match = /\/api\/storage\/([^/?#]+)\/([^?#]+)/.exec(url);
  if (!match) return null;
  const [bucket, key] = [match[1], decodeURIComponent(match[2])];
  if (!isBucket(bucket) || !isValidKey(key)) return null;
  return { bucket, key };
}

/** Where a platform shows in the metadata: a published post's platform, a repurposed result's target. */
const platformOf = (m: Record<string, unknown>) => text(m.platform) || text(m.targetLabel) || text(m.target);

/** One CSV line's cells. `images` are the item's image names in the zip (or their own addresses). */
export function historyCsvCells(row: Pick<HistoryRow, "createdAt" | "contentType" | "content" | "originalContent" | "metadata">, images: readonly string[]): string[] {
  const m = record(row.metadata);
  const language = text(m.language);
  return [
    new Date(row.createdAt).toISOString().replace("T", " ").slice(0, 19),
    CONTENT_TYPE_LABELS[row.contentType as ContentType] ?? row.contentType,
    platformOf(m),
    findLanguage(language)?.name ?? language,
    text(m.promptName),
    text(m.modelName) || text(m.modelId),
    text(m.operation),
    row.content,
    row.originalContent ?? "",
    images.join(";"),
  ];
}

/** The whole CSV: a BOM (spreadsheet apps then read UTF-8 right), the header and a line per item, CRLF. */
export function historyCsv(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${[csvLine(messages.history.exportColumns), ...lines.map(csvLine)].join("\r\n")}\r\n`;
}

const extensionOf = (key: string) => /\.[a-z0-9]{2,5}$/i.exec(key)?.[0].toLowerCase() ?? "";

/**
 * Writes the zip into `writable`: the images first (each read from storage as it is added, so memory holds one
 * at a time), then history.csv naming them. An image that is gone from storage keeps its address in the CSV.
 */
export async function writeHistoryZip(
  rows: readonly HistoryRow[],
  deps: {
    storage: Storage | undefined;
    logger: Logger;
    /** Whether the exporting member may read a stored file (theirs, or stored in the workspace): others keep their address. */
    mayRead: (bucket: Bucket, key: string) => Promise<boolean>;
  },
  writable: WritableStream<Uint8Array>,
): Promise<void> {
  const zip = new ZipWriter(writable);
  const lines: string[][] = [];
  const added = new Map<string, string>();
  for (const row of rows) {
    const names: string[] = [];
    for (const [i, url] of imageUrlsOf(record(row.metadata)).entries()) {
      const found = deps.storage ? storedObjectOf(url) : null;
      const object = found && (await deps.mayRead(found.bucket, found.key)) ? found : null;
      const id = object && `${object.bucket}/${object.key}`;
      if (id && added.has(id)) {
        names.push(added.get(id)!);
        continue;
      }
      const stored = object && added.size < HISTORY_EXPORT_MAX_IMAGES ? await deps.storage!.get(object.bucket, object.key).catch(() => null) : null;
      if (!object || !stored) {
        names.push(url);
        continue;
      }
      const name = `images/${row.id}-${i + 1}${extensionOf(object.key)}`;
      // Images are compressed already: stored, not deflated again.
      await zip.add(name, Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, { level: 0 });
      added.set(id!, name);
      names.push(name);
    }
    lines.push(historyCsvCells(row, names));
  }
  await zip.add("history.csv", new TextReader(historyCsv(lines)));
  await zip.close();
  deps.logger.debug({ items: rows.length, images: added.size }, "history export written");
}
