import { describe, expect, it } from "vitest";
import { distinct, parseAlternatives, parseIdeas, parseTopics } from "./parse-output";

describe("parseAlternatives", () => {
  it("splits on separator lines only", () => {
    expect(parseAlternatives("One\n---ALTERNATIVE---\nTwo has ---ALTERNATIVE--- inside\n ---ALTERNATIVE--- \n\nThree\n")).toEqual([
      "One",
      "Two has ---ALTERNATIVE--- inside",
      "Three",
    ]);
  });
});

describe("distinct", () => {
  it("ignores case, spacing and punctuation", () => {
    expect(distinct(["Hello, world!", "hello world", "Other", "  ", "other."])).toEqual(["Hello, world!", "Other"]);
  });
});

describe("parseIdeas", () => {
  it("reads a JSON array, an {ideas} object, fences and chatter", () => {
    expect(parseIdeas('["A", "B"]')).toEqual(["A", "B"]);
    expect(parseIdeas('Sure!\n```json\n{"ideas": ["A", {"idea": "B"}]}\n```')).toEqual(["A", "B"]);
  });
  it("falls back to a numbered or bulleted list", () => {
    expect(parseIdeas("Ideas:\n1. First idea\n2) **Second**: more\n- Third")).toEqual(["First idea", "Second: more", "Third"]);
  });
  it("answers nothing for prose", () => {
    expect(parseIdeas("I cannot help with that.")).toEqual([]);
  });
});

describe("parseTopics", () => {
  it("reads topics with details and tolerates other key names", () => {
    expect(parseTopics('[{"topic":"A","details":"a"},{"title":"B","description":"b"},"C",{"nothing":1}]')).toEqual([
      { topic: "A", details: "a" },
      { topic: "B", details: "b" },
      { topic: "C", details: "" },
    ]);
  });
  it("falls back to list lines split at a colon", () => {
    expect(parseTopics("- Pricing: why costs rise\n- Classes")).toEqual([
      { topic: "Pricing", details: "why costs rise" },
      { topic: "Classes", details: "" },
    ]);
  });
});
