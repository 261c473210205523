// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePostRows } from "./use-post-rows";

describe("usePostRows", () => {
  it("getRow sees a streamed piece at once, before React renders (a broken stream keeps the text it wrote)", () => {
    const { result } = renderHook(() => usePostRows("social_media"));
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
