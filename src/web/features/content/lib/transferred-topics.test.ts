import { describe, expect, it } from "vitest";
import { readTransferredTopics } from "./transferred-topics";

const topics = [
  { topic: "Remote onboarding", details: "Checklist for week one" },
  { topic: "Pricing change", details: "" },
];

describe("readTransferredTopics", () => {
  it("makes one row text per topic on multi-topic pages: topic, blank line, details", () => {
    expect(readTransferredTopics({ transferredTopics: topics }, true)).toEqual({
      kind: "topics",
      texts: ["Remote onboarding\n\nChecklist for week one", "Pricing change"],
    });
  });

  it("takes only the first topic on newsletter and article", () => {
    expect(readTransferredTopics({ transferredTopics: topics }, false)).toEqual({ kind: "topics", texts: ["Remote onboarding\n\nChecklist for week one"] });
  });

  it("is not a transfer when the state has no topics", () => {
    expect(readTransferredTopics(null, true)).toEqual({ kind: "none" });
    expect(readTransferredTopics({ from: "/dashboard" }, true)).toEqual({ kind: "none" });
  });

  it.each([
    [{ transferredTopics: "x" }],
    [{ transferredTopics: [] }],
    [{ transferredTopics: [{ details: "no topic" }] }],
    [{ transferredTopics: [{ topic: "  ", details: "" }] }],
  ])("rejects malformed topics %#", (state) => {
    expect(readTransferredTopics(state, true)).toEqual({ kind: "invalid" });
  });
});
