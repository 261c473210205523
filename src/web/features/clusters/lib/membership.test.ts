import { describe, expect, it } from "vitest";
import { diffMembership, hasChanges, toggleMember, truncateContent } from "./membership";

describe("cluster membership", () => {
  it("answers the added and removed posts between the initial and chosen sets", () => {
    const initial = new Set(["a", "b", "c"]);
    const chosen = toggleMember(toggleMember(initial, "b", false), "d", true);
    const diff = diffMembership(initial, chosen);
    expect(diff).toEqual({ added: ["d"], removed: ["b"] });
    expect(hasChanges(diff)).toBe(true);
  });

  it("finds no change when a post is unchecked and checked again", () => {
    const initial = new Set(["a"]);
    const chosen = toggleMember(toggleMember(initial, "a", false), "a", true);
    expect(hasChanges(diffMembership(initial, chosen))).toBe(false);
  });

  it("keeps members that are not shown in the chosen set untouched", () => {
    const initial = new Set(["old-member", "a"]);
    const chosen = toggleMember(initial, "a", false);
    expect([...chosen]).toEqual(["old-member"]);
    expect(diffMembership(initial, chosen)).toEqual({ added: [], removed: ["a"] });
  });

  it("does not change the set it is given", () => {
    const initial = new Set(["a"]);
    toggleMember(initial, "b", true);
    expect([...initial]).toEqual(["a"]);
  });
});

describe("content preview", () => {
  it("cuts content to 90 characters and marks the cut", () => {
    const long = "x".repeat(120);
    expect(truncateContent(long)).toBe(`${"x".repeat(90)}...`);
    expect(truncateContent("short\n\n text")).toBe("short text");
    expect(truncateContent("y".repeat(90))).toBe("y".repeat(90));
  });
});
