import { csvLine } from "@/shared/csv";
import { contentCopy } from "../copy";
import { formatPostForDisplay } from "./display";
import { currentPost, hasPost, postImageUrls, type PostRow } from "./post-row";

const CSV_HEADERS = contentCopy.csvHeaders;

/**
 * The Download file of spec §9: one line per generated post (the version on screen), markdown stripped, the
 * post's image URLs joined with semicolons. A BOM leads so spreadsheet apps read UTF-8 (emojis, accents) right.
 */
export function buildPostsCsv(rows: readonly PostRow[]): string {
  const lines = rows.filter(hasPost).map((row) => csvLine([formatPostForDisplay(currentPost(row)), postImageUrls(row).join(";")]));
  return `\uFEFF${[csvLine(CSV_HEADERS), ...lines].join("\r\n")}\r\n`;
}
