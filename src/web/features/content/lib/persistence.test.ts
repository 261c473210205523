import { describe, expect, it } from "vitest";
import { deserializeRows, serializeRows } from "./persistence";
import { createRow, initialRows, type PostRow } from "./post-row";
import { rowsReducer } from "./rows-reducer";

const stored = {
  kind: "stored" as const,
  id: "img",
  url: "https://host/api/storage/image-storage/u/a.png?exp=1&sig=x",
  path: "u/a.png",
  source: "uploaded" as const,
};

function sampleRows(): PostRow[] {
  let rows = [
    createRow("1", { textContent: "Launch", selectedPromptId: "p1", selectedModelId: "m1", additionalContext: "B2B" }),
    createRow("2", { contentType: "image", files: [stored, { kind: "local", id: "l", file: new File(["x"], "a.png", { type: "image/png" }) }] }),
  ];
  rows = rowsReducer(rows, { type: "succeed", id: "1", content: "v1", timestamp: "t1" });
  rows = rowsReducer(rows, { type: "succeed", id: "1", content: "v2", timestamp: "t2" });
  rows = rowsReducer(rows, { type: "selectVersion", id: "1", index: 0 });
  rows = rowsReducer(rows, {
    type: "update",
    id: "1",
    input: { selectedImages: [{ id: "g", url: "https://host/x.png", path: "u/x.png", source: "generated", alt: "A lighthouse at dawn" }] },
  });
  rows = rowsReducer(rows, { type: "insertAlternatives", sourceId: "1", ids: ["a1"] });
  rows = rowsReducer(rows, { type: "fillAlternative", id: "a1", content: "alt", timestamp: "t3" });
  return rows;
}

describe("row persistence", () => {
  it("round-trips every row field through storage", () => {
    const rows = sampleRows();
    const back = deserializeRows(serializeRows(rows));
    expect(back.map((r) => r.id)).toEqual(["1", "a1", "2"]);
    expect(back[0]).toEqual(rows[0]);
    expect(back[1]).toMatchObject({ isAlternative: true, alternativeIndex: 1, totalAlternatives: 1, generatedPost: "alt" });
  });

  it("never writes transient state: loading, streamed text, files picked on this device", () => {
    let rows = sampleRows();
    rows = rowsReducer(rows, { type: "start", id: "1" });
    rows = rowsReducer(rows, { type: "stream", id: "1", text: "half a post" });
    const json = serializeRows(rows);
    expect(json).not.toContain("isLoading");
    expect(json).not.toContain("half a post");
    const back = deserializeRows(json);
    expect(back[0].isLoading).toBe(false);
    expect(back[2].files).toEqual([stored]);
  });

  it("drops alternative placeholders still waiting when the page was left", () => {
    const rows = rowsReducer([createRow("1", { textContent: "x" })], { type: "insertAlternatives", sourceId: "1", ids: ["a", "b"] });
    expect(deserializeRows(serializeRows(rows)).map((r) => r.id)).toEqual(["1"]);
  });

  it.each([
    ["nothing stored", null],
    ["broken JSON", "{not json"],
    ["not a list", '{"id":"1"}'],
    ["an empty list", "[]"],
    ["only junk", '[null, 3, "x", {"textContent": "no id"}]'],
  ])("restores one empty row from %s", (_label, raw) => {
    expect(deserializeRows(raw)).toEqual(initialRows());
  });

  it("keeps the readable rows of a damaged list and repairs their fields", () => {
    const raw = JSON.stringify([
      {
        id: "1",
        textContent: "ok",
        versions: [{ content: "a", timestamp: "t", historyId: 7 }, { nope: true }, { content: "b", timestamp: "t", historyId: "h-b" }],
        currentVersionIndex: 7,
        files: "bad",
        contentType: "video",
      },
      { id: "1", textContent: "duplicate id" },
      { id: 5, textContent: 42, imageUrls: ["u", 3] },
    ]);
    const rows = deserializeRows(raw);
    expect(rows.map((r) => r.id)).toEqual(["1", "5"]);
    expect(rows[0]).toMatchObject({ textContent: "ok", contentType: "text", files: [], currentVersionIndex: 1, generatedPost: "b" });
    // A version keeps the history item it was saved as; a malformed link is dropped, not the version.
    expect(rows[0].versions).toEqual([
      { content: "a", timestamp: "t" },
      { content: "b", timestamp: "t", historyId: "h-b" },
    ]);
    expect(rows[1]).toMatchObject({ textContent: "", imageUrls: ["u"], isLoading: false });
  });
});
