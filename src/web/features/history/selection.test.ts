import { describe, expect, it } from "vitest";
import { selectAllState, toggleAll, toggleOne, visibleSelected } from "./selection";

describe("history selection", () => {
  const rows = ["a", "b", "c"];

  it("selects and clears single rows", () => {
    let s = toggleOne(new Set(), "a", true);
    expect([...s]).toEqual(["a"]);
    s = toggleOne(s, "a", false);
    expect(s.size).toBe(0);
  });

  it("select-all selects every visible row and clears them again", () => {
    const all = toggleAll(new Set(["x"]), rows, true);
    expect(visibleSelected(all, rows)).toEqual(rows);
    expect(selectAllState(all, rows)).toBe(true);
    const none = toggleAll(all, rows, false);
    expect(visibleSelected(none, rows)).toEqual([]);
  });

  it("is indeterminate when some visible rows are selected", () => {
    expect(selectAllState(new Set(["b"]), rows)).toBe("indeterminate");
    expect(selectAllState(new Set(), rows)).toBe(false);
    expect(selectAllState(new Set(), [])).toBe(false);
  });

  it("counts only rows still on screen", () => {
    expect(visibleSelected(new Set(["a", "gone"]), rows)).toEqual(["a"]);
  });
});
