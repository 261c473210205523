import { describe, expect, it } from "vitest";
import type { Comment } from "@/shared/contracts/collaboration";
import { passageSegments } from "./comment-passages";

const thread = (id: string, start: number | null, end: number | null, extra: Partial<Comment> = {}): Comment => ({
  id,
  draft_id: "d",
  parent_id: null,
  author_id: null,
  author_email: null,
  body: `about ${id}`,
  mentions: [],
  quote: start === null ? null : "q",
  anchor_start: start,
  anchor_end: end,
  anchor_lost: false,
  resolved_at: null,
  resolved_by: null,
  edited_at: null,
  created_at: "",
  ...extra,
});

describe("passageSegments", () => {
  const text = "Launch day is Friday at noon.";
  it("marks each open passage thread on its words, the rest as plain runs", () => {
    const segments = passageSegments(text, [thread("b", 14, 20), thread("a", 0, 6), thread("whole", null, null)]);
    expect(segments.map((s) => [s.text, s.thread?.id])).toEqual([
      ["Launch", "a"],
      [" day is ", undefined],
      ["Friday", "b"],
      [" at noon.", undefined],
    ]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
  });
  it("leaves out resolved, lost and overlapping passages", () => {
    const segments = passageSegments(text, [
      thread("a", 0, 10),
      thread("overlap", 7, 12),
      thread("r", 14, 20, { resolved_at: "x" }),
      thread("l", 21, 23, { anchor_lost: true }),
    ]);
    expect(segments.filter((s) => s.thread).map((s) => s.thread!.id)).toEqual(["a"]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
  });
});
