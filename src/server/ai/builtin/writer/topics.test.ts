import { describe, expect, it } from "vitest";
import { REMOTE, write } from "./test-helpers";

interface T {
  topic: string;
  details: string;
}
const topics = (user: string, count = 10) => JSON.parse(write({ task: "topics", contentType: "general", count }, user)) as T[];

const NOTES = `- launch new pricing page in March
- customer interviews about onboarding friction
- maybe a webinar on content calendars with Maria
- we should write a case study with Acme Bakery
- SEO audit for the blog
- holiday campaign ideas`;

describe("task topics", () => {
  it("returns exactly `count` distinct topics with short titles and one or two sentence details", () => {
    for (const notes of [NOTES, REMOTE, "Our customers keep asking about onboarding.", "pricing"]) {
      const list = topics(notes);
      expect(list).toHaveLength(10);
      expect(new Set(list.map((t) => t.topic.toLowerCase())).size).toBe(10);
      for (const t of list) {
        expect(Object.keys(t).sort()).toEqual(["details", "topic"]);
        expect(t.topic.split(/\s+/).length).toBeLessThanOrEqual(9);
        expect(t.details).toMatch(/[.!?]$/);
        const sentences = t.details.split(/(?<=[.!?])\s+/).length;
        expect(sentences).toBeGreaterThanOrEqual(1);
        expect(sentences).toBeLessThanOrEqual(2);
      }
    }
  });

  it("turns each note into a topic first, then pads with angles on the key phrases", () => {
    const list = topics(NOTES);
    expect(list.slice(0, 6).map((t) => t.topic)).toEqual([
      "Launch new pricing page in March",
      "Customer interviews about onboarding friction",
      "A webinar on content calendars with Maria",
      "Write a case study with Acme Bakery",
      "SEO audit for the blog",
      "Holiday campaign ideas",
    ]);
    expect(
      list
        .slice(6)
        .every((t) => /^(How-to|Common mistakes|Case study|Myths|Checklist|Beginner's guide|Tools for|Behind the scenes)|FAQ$|trends to watch$/.test(t.topic)),
    ).toBe(true);
  });

  it("honours other counts and answers at least one topic for any notes", () => {
    expect(topics(REMOTE, 3)).toHaveLength(3);
    expect(topics("seo").length).toBeGreaterThanOrEqual(1);
    expect(write({ task: "topics", contentType: "general" }, "   ")).toBe("[]");
  });
});
