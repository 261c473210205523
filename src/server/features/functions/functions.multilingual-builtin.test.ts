/**
 * The built-in writer and output languages (issue 13): it writes English only and says so for any other
 * language; it repurposes for every target with real per-target output within the limits. History keeps the
 * language and filters by it.
 */
import { describe, expect, it } from "vitest";
import type { RepurposeResult } from "@/shared/contracts/functions";
import { messages } from "@/shared/messages";
import { REPURPOSE_TARGET_IDS, REPURPOSE_TARGETS } from "@/shared/repurpose-targets";
import { errorOf, useBuiltinSuite } from "./functions.test-app";

const suite = useBuiltinSuite();
const { post } = suite;
const SOURCE =
  "We launch Pulse, our analytics dashboard for subscription businesses, on 3 March. Pulse shows churn and revenue in real time. Teams in the beta cut churn by 12 percent in three months. Setup takes ten minutes and works with Stripe. Read more at https://example.com/pulse";

describe("the built-in writer and languages", () => {
  it.each([
    ["generate-text-post", { textContent: SOURCE, promptText: "Write a post" }],
    ["adjust-post", { originalPost: SOURCE, adjustmentNotes: "Translate" }],
    ["expand-content", { content: SOURCE, mode: "short" }],
    ["generate-alternatives", { textContent: SOURCE, count: 2 }],
    ["process-notes", { notes: SOURCE }],
    ["generate-social-posts", { prompt: "Launch ideas", numPosts: 2 }],
    ["repurpose", { text: SOURCE, targets: ["x_thread"] }],
  ])("%s in German answers 422 with the clear message", async (fn, body) => {
    const res = await post(fn, { ...body, language: "de" });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe("builtin_english_only");
    expect(error.message).toBe("The built-in template writer writes English only. Choose a connected model to write in German.");
    expect(error.message).toBe(messages.generation.builtinEnglishOnly("German"));
  });

  it("a brand in another language makes the built-in writer say so too", async () => {
    const res = await suite.t.request("/api/brands", { method: "POST", token: suite.user.access_token, json: { brand_name: "Boulangerie", language: "fr" } });
    const brand = (await res.json()) as { id: string };
    const answer = await post("generate-text-post", { textContent: SOURCE, promptText: "Write a post", brandId: brand.id });
    expect(answer.status).toBe(422);
    expect((await errorOf(answer)).message).toContain("write in French");
    // An explicit English request writes.
    expect((await post("generate-text-post", { textContent: SOURCE, promptText: "Write a post", brandId: brand.id, language: "en" })).status).toBe(200);
  });

  it("repurposes for every target with its own form, within the limits", async () => {
    const res = await post("repurpose", { text: SOURCE, targets: [...REPURPOSE_TARGET_IDS], language: "en" });
    expect(res.status).toBe(200);
    const { results, language } = (await res.json()) as RepurposeResult;
    expect(language).toBe("en");
    expect(results.map((r) => r.target)).toEqual([...REPURPOSE_TARGET_IDS]);
    for (const r of results) {
      expect(r.content.trim().length, r.target).toBeGreaterThan(40);
      expect(r.over, `${r.target}: ${r.content}`).toBe(false);
      expect(r.max).toBe(REPURPOSE_TARGETS[r.target].maxChars);
    }
    const byId = Object.fromEntries(results.map((r) => [r.target, r]));
    expect(byId.x_thread.parts.length).toBeGreaterThanOrEqual(2);
    expect(byId.x_thread.parts[0].text).toMatch(/^1\/\d+ /);
    expect(byId.blog_outline.content).toMatch(/^# .+\n[\s\S]*\n## /);
    expect(byId.newsletter_section.content).toMatch(/^## /);
    expect(byId.bluesky_post.parts[0].count).toBeLessThanOrEqual(300);
    expect(new Set(results.map((r) => r.content)).size).toBe(results.length);
  });
});

describe("history and languages", () => {
  it("filters by metadata.language, scoped to the caller", async () => {
    const add = (language: string, content: string, token = suite.user.access_token) =>
      suite.t.request("/api/history", { method: "POST", token, json: { content, content_type: "social_media", metadata: { language } } });
    await add("de", "Hallo Welt");
    await add("en", "Hello world");
    await add("de", "Hallo von jemand anderem", suite.other.access_token);
    const res = await suite.t.request("/api/history?language=de", { token: suite.user.access_token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { content: string }[] };
    expect(data.map((d) => d.content)).toEqual(["Hallo Welt"]);
    expect((await suite.t.request("/api/history?language=zz", { token: suite.user.access_token })).status).toBe(400);
  });
});
