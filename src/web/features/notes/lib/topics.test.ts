import { describe, expect, it } from "vitest";
import { parseTopics, topicsToClipboardText } from "./topics";

describe("parseTopics", () => {
  it("reads {topic, details} objects", () => {
    expect(parseTopics({ topics: [{ topic: " Launch ", details: "Plan the week" }] })).toEqual([{ topic: "Launch", details: "Plan the week" }]);
  });

  it("reads plain strings as topics without details", () => {
    expect(parseTopics({ topics: ["Pricing", "  ", "Hiring"] })).toEqual([
      { topic: "Pricing", details: "" },
      { topic: "Hiring", details: "" },
    ]);
  });

  it("drops items without a topic and tolerates title/description", () => {
    expect(parseTopics({ topics: [{ details: "orphan" }, 42, null, { title: "T", description: "D" }] })).toEqual([{ topic: "T", details: "D" }]);
  });

  it("answers null when there is no topics list", () => {
    expect(parseTopics({})).toBeNull();
    expect(parseTopics(null)).toBeNull();
    expect(parseTopics({ topics: "a, b" })).toBeNull();
  });
});

describe("topicsToClipboardText", () => {
  it("writes one topic per line with its details", () => {
    expect(topicsToClipboardText([{ topic: "A", details: "one" }, { topic: "B", details: "" }])).toBe("A: one\nB");
  });
});
