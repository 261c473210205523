import { describe, expect, it } from "vitest";
import { reanchor } from "./comment-anchor";

describe("reanchor", () => {
  it("follows a passage that moved when text was added before it", () => {
    expect(reanchor("New intro. Hello world, and more.", "world", 6)).toEqual({ start: 17, end: 22, lost: false });
  });
  it("picks the occurrence nearest the old place", () => {
    const text = "cat ... cat ... cat";
    expect(reanchor(text, "cat", 9).start).toBe(8);
  });
  it("marks a rewritten passage lost and keeps it in the text's bounds", () => {
    expect(reanchor("short", "vanished words", 40)).toEqual({ start: 5, end: 5, lost: true });
  });
  it("does not look past its window", () => {
    const text = `${"x".repeat(50)}quote`;
    expect(reanchor(text, "quote", 0, 10).lost).toBe(true);
  });
});
