// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePostRows } from "./use-post-rows";

describe("usePostRows", () => {
  it("getRow sees a streamed piece at once, before React renders (a broken stream keeps the text it wrote)", () => {
    const { result } = renderHook(() => usePostRows("test-rows-stream"));
    const id = result.current.rows[0]!.id;
    act(() => {
      result.current.dispatch({ type: "start", id });
      // The piece and the error behind it arrive in one task: no render between them.
      result.current.dispatch({ type: "stream", id, text: "Our new dashboard" });
      expect(result.current.getRow(id)?.streamingText).toBe("Our new dashboard");
    });
    expect(result.current.rows[0]!.streamingText).toBe("Our new dashboard");
  });
});

describe("new rows", () => {
  it("start with the prompt last chosen on the page, in a row or for all rows", () => {
    const { result } = renderHook(() => usePostRows("test-rows-prompt"));
    const first = result.current.rows[0]!.id;
    act(() => result.current.dispatch({ type: "update", id: first, input: { selectedPromptId: "p-launch" } }));
    act(() => result.current.addRows(2));
    expect(result.current.rows.map((row) => row.selectedPromptId)).toEqual(["p-launch", "p-launch", "p-launch"]);
    act(() => result.current.dispatch({ type: "applyPrompt", promptId: "p-teaser", newId: "n1" }));
    act(() => result.current.addRows(1, { textContent: "from an idea" }));
    expect(result.current.rows.at(-1)).toMatchObject({ selectedPromptId: "p-teaser", textContent: "from an idea" });
  });
});
