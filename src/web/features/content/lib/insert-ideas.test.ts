import { describe, expect, it } from "vitest";
import { insertIdeas, usableIdeas } from "./insert-ideas";
import { createRow, type PostRow } from "./post-row";
import { rowsReducer, type RowsAction } from "./rows-reducer";

/** A page in miniature: the reducer, "Create More" adding `perAdd` rows, and a log of what happened when. */
function harness(rows: PostRow[], perAdd: number) {
  let state = rows;
  let next = 100;
  const log: string[] = [];
  const dispatch = (action: RowsAction) => {
    state = rowsReducer(state, action);
    if (action.type === "fillBlank") log.push(`fill:${action.inputs[0].textContent}`);
  };
  return {
    get rows() {
      return state;
    },
    log,
    io: {
      getRows: () => state,
      dispatch,
      createMore: () => {
        log.push("createMore");
        dispatch({ type: "add", ids: Array.from({ length: perAdd }, () => String(next++)) });
      },
      sleep: async (ms: number) => void log.push(`wait:${ms}`),
      promptId: "first-prompt",
      modelId: "default-model",
    },
  };
}

describe("insertIdeas", () => {
  it("clicks Create More until there are enough empty rows, 300 ms apart, then enters each idea 50 ms apart", async () => {
    const page = harness([createRow("1", { textContent: "already here" }), createRow("2")], 1);
    const inserted = await insertIdeas(["A", "B", "C"], page.io);
    expect(inserted).toBe(3);
    expect(page.log).toEqual(["createMore", "wait:300", "createMore", "wait:300", "fill:A", "wait:50", "fill:B", "wait:50", "fill:C", "wait:50"]);
    expect(page.rows.map((r) => r.textContent)).toEqual(["already here", "A", "B", "C"]);
    expect(page.rows.slice(1).every((r) => r.selectedPromptId === "first-prompt" && r.selectedModelId === "default-model")).toBe(true);
  });

  it("on the social page one Create More (5 rows) is enough for 3 ideas", async () => {
    const page = harness([createRow("1", { textContent: "x" })], 5);
    await insertIdeas(["A", "B", "C"], page.io);
    expect(page.log.filter((l) => l === "createMore")).toHaveLength(1);
    expect(page.rows).toHaveLength(6);
  });

  it("keeps a prompt the row already had and turns a blank image row into a text row", async () => {
    const page = harness([createRow("1", { contentType: "image", selectedPromptId: "mine" })], 1);
    await insertIdeas(["Only idea"], page.io);
    expect(page.rows[0]).toMatchObject({ contentType: "text", textContent: "Only idea", selectedPromptId: "mine" });
  });

  it("clicks Create More at most once per idea", async () => {
    const page = harness([createRow("1", { textContent: "x" })], 0);
    expect(await insertIdeas(["A", "B"], page.io)).toBe(0);
    expect(page.log.filter((l) => l === "createMore")).toHaveLength(2);
  });
});

describe("usableIdeas", () => {
  it("keeps non-blank strings, trimmed", () => {
    expect(usableIdeas(["  a ", "", 3, null, "b", "   "])).toEqual(["a", "b"]);
  });
});
