import { describe, expect, it } from "vitest";
import { EMOJI, write } from "./test-helpers";
import { parseIdeasInput } from "./ideas";

const CAFE = `Good morning! ☕ Nothing beats the first sip of a fresh flat white. What's your go-to order? #CoffeeLovers #MorningRitual

Good morning! Our single-origin beans from Colombia just landed ☕ Notes of caramel and orange. Who's trying them first? #CoffeeLovers #SpecialtyCoffee

Good morning! 🥐 Fresh croissants are out of the oven and pair perfectly with a cortado. Swing by before they're gone! #CoffeeLovers #BakeryLife`;

const B2B = `Most marketing teams waste a third of their budget on channels they never measure. Attribution fixes that.

Attribution is not a report. It is a habit: weekly reviews, clear owners and one shared dashboard.

We asked 200 CMOs about budget planning. The answer was clear: measurement beats guesswork.`;

const ideas = (user: string, count: number, contentType = "social_media" as const, notes?: string) =>
  JSON.parse(write({ task: "ideas", contentType, count, ...(notes ? { notes } : {}) }, user)) as string[];

describe("task ideas", () => {
  it("reads the posts and the prompt from the user message", () => {
    expect(parseIdeasInput(`Cluster posts:\n\nPost 1: one\n\nPost 2: two\n\nPrompt: our loyalty card`, "")).toEqual({
      posts: ["one", "two"],
      prompt: "our loyalty card",
    });
    expect(parseIdeasInput("one\n\ntwo\n\nour loyalty card", "")).toEqual({ posts: ["one", "two"], prompt: "our loyalty card" });
    expect(parseIdeasInput("one\n\ntwo", "from notes")).toEqual({ posts: ["one", "two"], prompt: "from notes" });
  });

  it("gives `count` distinct ideas of one to three sentences about the prompt's subject", () => {
    for (const count of [1, 3, 10]) {
      const list = ideas(`${CAFE}\n\nPrompt: our new loyalty card`, count);
      expect(list).toHaveLength(count);
      expect(new Set(list).size).toBe(count);
      for (const idea of list) {
        expect(idea).toMatch(/loyalty card/i);
        const prose = idea.replace(/#\w+/g, "").replace(/\p{Extended_Pictographic}\uFE0F?/gu, "");
        expect(prose.split(/(?<=[.!?:])\s+(?=\p{Lu})/u).length).toBeLessThanOrEqual(4);
      }
    }
  });

  it("echoes the cluster's style: emoji, hashtags and its usual opener", () => {
    const cafe = ideas(`${CAFE}\n\nPrompt: our new loyalty card`, 5);
    expect(cafe.every((i) => EMOJI.test(i))).toBe(true);
    expect(cafe.every((i) => /#CoffeeLovers/.test(i))).toBe(true);
    expect(cafe.some((i) => i.startsWith("Good morning!"))).toBe(true);
    const b2b = ideas(`${B2B}\n\nPrompt: write posts about attribution for marketing teams`, 5);
    expect(b2b.some((i) => EMOJI.test(i))).toBe(false);
    expect(b2b.some((i) => /#\w/.test(i))).toBe(false);
  });

  it("weaves in the cluster's recurring themes", () => {
    const list = ideas(`${B2B}\n\nPrompt: our quarterly planning template`, 6);
    expect(list.filter((i) => /budget|measurement|attribution|marketing teams|dashboard/i.test(i)).length).toBeGreaterThanOrEqual(3);
  });

  it("writes briefs for long-form content types", () => {
    const list = ideas(B2B, 3, "email_broadcast" as never, "email marketing tips");
    for (const idea of list) expect(idea).toMatch(/^Email: ".+"\. \S/);
    expect(ideas(B2B, 2, "article" as never, "attribution")[0]).toMatch(/^Article: "/);
  });

  it("works without any cluster posts", () => {
    const list = ideas("our summer sale", 3);
    expect(list).toHaveLength(3);
    for (const idea of list) expect(idea).toMatch(/summer sale/i);
  });
});
