import { describe, expect, it } from "vitest";
import { createRow, type PostRow } from "./post-row";
import { bulkPlan, rowNumber, rowsReducer, type RowsAction } from "./rows-reducer";

const run = (rows: PostRow[], ...actions: RowsAction[]) => actions.reduce(rowsReducer, rows);
const ids = (rows: PostRow[]) => rows.map((row) => row.id);
const T1 = "2025-01-01T00:00:00.000Z";
const T2 = "2025-01-01T00:01:00.000Z";
const T3 = "2025-01-01T00:02:00.000Z";

describe("rowsReducer: generation and versions", () => {
  it("goes from empty row to generating (streamed text) to generated with version 1", () => {
    let rows = [createRow("1", { textContent: "Launch day", selectedPromptId: "p1" })];
    rows = run(rows, { type: "start", id: "1" });
    expect(rows[0]).toMatchObject({ isLoading: true, streamingText: "" });
    rows = run(rows, { type: "stream", id: "1", text: "Big " }, { type: "stream", id: "1", text: "Big news" });
    expect(rows[0].streamingText).toBe("Big news");
    rows = run(rows, { type: "succeed", id: "1", content: "Big news today!", timestamp: T1 });
    expect(rows[0]).toMatchObject({ isLoading: false, streamingText: "", generatedPost: "Big news today!", currentVersionIndex: 0 });
    expect(rows[0].versions).toEqual([{ content: "Big news today!", timestamp: T1 }]);
  });

  it("appends edits, adjustments and regenerations as new versions and navigates between them", () => {
    let rows = run(
      [createRow("1")],
      { type: "succeed", id: "1", content: "v1", timestamp: T1 },
      { type: "succeed", id: "1", content: "v2", timestamp: T2 },
      { type: "succeed", id: "1", content: "v3", timestamp: T3 },
    );
    expect(rows[0].versions.map((v) => v.content)).toEqual(["v1", "v2", "v3"]);
    expect(rows[0]).toMatchObject({ currentVersionIndex: 2, generatedPost: "v3" });
    rows = run(rows, { type: "selectVersion", id: "1", index: 0 });
    expect(rows[0]).toMatchObject({ currentVersionIndex: 0, generatedPost: "v1" });
    rows = run(rows, { type: "selectVersion", id: "1", index: 9 });
    expect(rows[0]).toMatchObject({ currentVersionIndex: 2, generatedPost: "v3" });
    // A new version always lands at the end and becomes the shown one, wherever the user was.
    rows = run(rows, { type: "selectVersion", id: "1", index: 1 }, { type: "succeed", id: "1", content: "v4", timestamp: T3 });
    expect(rows[0]).toMatchObject({ currentVersionIndex: 3, generatedPost: "v4" });
  });

  it("a co-edited post saved as a new version puts the text it started from back as the version before", () => {
    // The server already wrote the shared text into version 1 while it was typed.
    let rows = run([createRow("1")], { type: "succeed", id: "1", content: "v1", timestamp: T1 });
    rows = [{ ...rows[0], versions: [{ content: "v1 edited", timestamp: T1 }], generatedPost: "v1 edited" }];
    rows = run(rows, { type: "succeed", id: "1", content: "v1 edited", timestamp: T2, before: "v1" });
    expect(rows[0].versions.map((v) => v.content)).toEqual(["v1", "v1 edited"]);
    expect(rows[0]).toMatchObject({ currentVersionIndex: 1, generatedPost: "v1 edited" });
  });

  it("links a version to the history item it was saved as, leaving the others alone", () => {
    let rows = run(
      [createRow("1"), createRow("2")],
      { type: "succeed", id: "1", content: "v1", timestamp: T1 },
      { type: "succeed", id: "1", content: "v2", timestamp: T2 },
    );
    rows = run(rows, { type: "linkHistory", id: "1", content: "v1", historyId: "h-1" });
    expect(rows[0].versions).toEqual([
      { content: "v1", timestamp: T1, historyId: "h-1" },
      { content: "v2", timestamp: T2 },
    ]);
    expect(rows[1]).toEqual(createRow("2"));
  });

  it("on failure only stops loading: input, versions and other rows stay as they were", () => {
    const before = run([createRow("1", { textContent: "keep me", selectedPromptId: "p" }), createRow("2", { textContent: "other" })], {
      type: "succeed",
      id: "1",
      content: "v1",
      timestamp: T1,
    });
    const after = run(before, { type: "start", id: "1" }, { type: "stream", id: "1", text: "partial" }, { type: "fail", id: "1" });
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toBe(before[1]);
  });

  it("ignores streamed text for a row that is no longer loading", () => {
    const rows = run([createRow("1")], { type: "stream", id: "1", text: "late" });
    expect(rows[0].streamingText).toBe("");
  });
});

describe("rowsReducer: alternatives", () => {
  const base = () =>
    run(
      [
        createRow("1", { textContent: "source", selectedPromptId: "p", selectedModelId: "m", additionalContext: "ctx" }),
        createRow("2", { textContent: "next row" }),
      ],
      { type: "succeed", id: "1", content: "original", timestamp: T1 },
    );

  it("inserts loading rows directly below the source, before the rows that followed it", () => {
    const rows = run(base(), { type: "insertAlternatives", sourceId: "1", ids: ["a", "b", "c"] });
    expect(ids(rows)).toEqual(["1", "a", "b", "c", "2"]);
    expect(rows.slice(1, 4).map((r) => [r.isLoading, r.isAlternative, r.alternativeIndex, r.totalAlternatives])).toEqual([
      [true, true, 1, 3],
      [true, true, 2, 3],
      [true, true, 3, 3],
    ]);
    expect(rows[1]).toMatchObject({ textContent: "source", selectedPromptId: "p", selectedModelId: "m", additionalContext: "ctx", versions: [] });
  });

  it("fills each placeholder with its alternative as version 1, and drops the ones that got nothing", () => {
    const rows = run(
      base(),
      { type: "insertAlternatives", sourceId: "1", ids: ["a", "b", "c"] },
      { type: "fillAlternative", id: "a", content: "alt one", timestamp: T2 },
      { type: "fillAlternative", id: "b", content: "alt two", timestamp: T2 },
      { type: "removeRows", ids: ["c"] },
    );
    expect(ids(rows)).toEqual(["1", "a", "b", "2"]);
    expect(rows[1]).toMatchObject({ isLoading: false, generatedPost: "alt one", versions: [{ content: "alt one", timestamp: T2 }] });
    expect(rows[0].generatedPost).toBe("original");
  });

  it("a second batch from the same source also lands right below it", () => {
    const rows = run(base(), { type: "insertAlternatives", sourceId: "1", ids: ["a"] }, { type: "insertAlternatives", sourceId: "1", ids: ["b", "c"] });
    expect(ids(rows)).toEqual(["1", "b", "c", "a", "2"]);
  });

  it("an image row's alternatives are text rows written from its post", () => {
    const rows = run(
      [createRow("1", { contentType: "image", files: [{ kind: "stored", id: "i", url: "u", path: "p", source: "uploaded" }] })],
      { type: "succeed", id: "1", content: "a photo post", timestamp: T1 },
      { type: "insertAlternatives", sourceId: "1", ids: ["a"] },
    );
    expect(rows[1]).toMatchObject({ contentType: "text", textContent: "a photo post", files: [] });
  });
});

describe("rowsReducer: adding, deleting, resetting", () => {
  it("adds rows at the end with the given input", () => {
    const rows = run([createRow("1")], { type: "add", ids: ["x", "y"], input: { selectedPromptId: "p" } });
    expect(ids(rows)).toEqual(["1", "x", "y"]);
    expect(rows[2].selectedPromptId).toBe("p");
  });

  it("Reset returns to one empty row with id '1'", () => {
    const rows = run([createRow("7", { textContent: "x" }), createRow("8")], { type: "succeed", id: "7", content: "p", timestamp: T1 }, { type: "reset" });
    expect(rows).toEqual([createRow("1")]);
  });

  it("deleting the last row leaves one empty row with id '1'", () => {
    expect(run([createRow("9", { textContent: "x" })], { type: "remove", id: "9" })).toEqual([createRow("1")]);
    expect(ids(run([createRow("1"), createRow("2")], { type: "remove", id: "1" }))).toEqual(["2"]);
  });

  it("fills blank rows first, then adds rows, without overriding a prompt already chosen", () => {
    const rows = run([createRow("1", { textContent: "taken" }), createRow("2", { selectedPromptId: "mine" }), createRow("3")], {
      type: "fillBlank",
      ids: ["n1", "n2", "n3"],
      inputs: [
        { textContent: "A", selectedPromptId: "p" },
        { textContent: "B", selectedPromptId: "p" },
        { textContent: "C", selectedPromptId: "p" },
      ],
    });
    expect(rows.map((r) => [r.id, r.textContent, r.selectedPromptId])).toEqual([
      ["1", "taken", ""],
      ["2", "A", "mine"],
      ["3", "B", "p"],
      ["n1", "C", "p"],
    ]);
  });

  it("'Use' puts the prompt on rows without one, or adds a row when every row has one", () => {
    let rows = run([createRow("1", { selectedPromptId: "a" }), createRow("2")], { type: "applyPrompt", promptId: "b", newId: "n" });
    expect(rows.map((r) => r.selectedPromptId)).toEqual(["a", "b"]);
    rows = run(rows, { type: "applyPrompt", promptId: "c", newId: "n" });
    expect(rows.map((r) => [r.id, r.selectedPromptId])).toEqual([
      ["1", "a"],
      ["2", "b"],
      ["n", "c"],
    ]);
  });
});

describe("bulkPlan", () => {
  it("takes rows with content and a prompt and no post; reports content without a prompt", () => {
    const rows = run(
      [
        createRow("ready", { textContent: "go", selectedPromptId: "p" }),
        createRow("done", { textContent: "go", selectedPromptId: "p" }),
        createRow("empty", { selectedPromptId: "p" }),
        createRow("blank", { textContent: "   ", selectedPromptId: "p" }),
        createRow("noPrompt", { textContent: "go" }),
        createRow("image", { contentType: "image", selectedPromptId: "p", files: [{ kind: "stored", id: "i", url: "u", path: "k", source: "uploaded" }] }),
        createRow("imageEmpty", { contentType: "image", selectedPromptId: "p", textContent: "ignored for image rows" }),
        createRow("busy", { textContent: "go", selectedPromptId: "p" }),
      ],
      { type: "succeed", id: "done", content: "post", timestamp: T1 },
      { type: "start", id: "busy" },
    );
    const plan = bulkPlan(rows);
    expect(ids(plan.eligible)).toEqual(["ready", "image"]);
    expect(ids(plan.missingPrompt)).toEqual(["noPrompt"]);
  });

  it("numbers rows as the table shows them", () => {
    expect(rowNumber([createRow("1"), createRow("x")], "x")).toBe(2);
  });

  it("puts a deleted row back where it was, and in place of the blank row an emptied page shows", () => {
    const written = run([createRow("a", { textContent: "brief" })], { type: "succeed", id: "a", content: "The post", timestamp: T1 })[0];
    const rows = [createRow("first"), written, createRow("last")];
    const removed = run(rows, { type: "remove", id: "a" });
    expect(ids(run(removed, { type: "restore", row: written, index: 1 }))).toEqual(["first", "a", "last"]);
    expect(run(removed, { type: "restore", row: written, index: 1 })[1]).toMatchObject({ generatedPost: "The post", versions: [{ content: "The post" }] });
    // Restoring twice (two clicks) keeps one copy.
    const back = run(removed, { type: "restore", row: written, index: 1 });
    expect(run(back, { type: "restore", row: written, index: 1 })).toHaveLength(3);
    const emptied = run([written], { type: "remove", id: "a" });
    expect(ids(run(emptied, { type: "restore", row: written, index: 0 }))).toEqual(["a"]);
  });

  it("marks a row with where it came from", () => {
    expect(run([], { type: "add", ids: ["r"], input: { textContent: "src" }, origin: "LinkedIn post" })[0]).toMatchObject({
      origin: "LinkedIn post",
      textContent: "src",
    });
  });
});
