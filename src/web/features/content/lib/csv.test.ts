import { describe, expect, it } from "vitest";
import { csvCell } from "@/shared/csv";
import { buildPostsCsv } from "./csv";
import { createRow, type PostRow } from "./post-row";
import { rowsReducer } from "./rows-reducer";

const generated = (id: string, content: string, extra: Parameters<typeof createRow>[1] = {}, imageUrls?: string[]): PostRow =>
  rowsReducer([createRow(id, extra)], { type: "succeed", id, content, timestamp: "t", imageUrls })[0];

/** A minimal RFC 4180 reader, to check the file the way a spreadsheet would read it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else if (c === "\r" && text[i + 1] === "\n") {
      endField();
      rows.push(row);
      row = [];
      i += 1;
    } else field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

describe("buildPostsCsv", () => {
  it("has the columns Post and Image URLs and one line per generated post", () => {
    const csv = buildPostsCsv([generated("1", "First post"), createRow("2", { textContent: "not generated" }), generated("3", "Third")]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ["Post", "Image URLs"],
      ["First post", ""],
      ["Third", ""],
    ]);
  });

  it("quotes commas, quotes and newlines so they survive a round trip", () => {
    const post = 'Say "hello", world\n\nLine two, with "quotes"';
    const [, line] = parseCsv(buildPostsCsv([generated("1", post)]).slice(1));
    expect(line).toEqual([post, ""]);
  });

  it("strips markdown and exports the version on screen", () => {
    let row = generated("1", "**v1**");
    row = rowsReducer([row], { type: "succeed", id: "1", content: "__v2__\n\n\n\nend", timestamp: "t" })[0];
    expect(parseCsv(buildPostsCsv([row]).slice(1))[1][0]).toBe("v2\n\nend");
    row = rowsReducer([row], { type: "selectVersion", id: "1", index: 0 })[0];
    expect(parseCsv(buildPostsCsv([row]).slice(1))[1][0]).toBe("v1");
  });

  it("joins analysed and attached image URLs with semicolons, without duplicates", () => {
    const attached = [
      { id: "g1", url: "https://studio.example/api/storage/social_images/u/g1.png?exp=9&sig=a", path: "u/g1.png", source: "generated" as const },
      { id: "u1", url: "https://studio.example/api/storage/image-storage/u/a.png?exp=9&sig=b", path: "u/a.png", source: "uploaded" as const },
    ];
    const row = generated("1", "Photo post", { selectedImages: attached }, [
      "https://studio.example/api/storage/image-storage/u/a.png?exp=9&sig=b",
      "https://studio.example/x.png",
    ]);
    const [, line] = parseCsv(buildPostsCsv([row]).slice(1));
    expect(line[1].split(";")).toEqual([
      "https://studio.example/api/storage/image-storage/u/a.png?exp=9&sig=b",
      "https://studio.example/x.png",
      "https://studio.example/api/storage/social_images/u/g1.png?exp=9&sig=a",
    ]);
  });

  it("uses CRLF line ends and quotes every field", () => {
    expect(buildPostsCsv([generated("1", "a")])).toBe('\uFEFF"Post","Image URLs"\r\n"a",""\r\n');
    expect(csvCell('x"y')).toBe('"x""y"');
  });
});
