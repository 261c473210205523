import { describe, expect, it } from "vitest";
import { countSentences } from "../text/segment";
import { runWriter } from "./run";
import { BRIEF, EMOJI, LAUNCH, REMOTE, write } from "./test-helpers";

const social = { task: "post", contentType: "social_media" } as const;

describe("task post: social media", () => {
  it("has a hook, body lines from the material, the material's call to action and CamelCase hashtags", () => {
    const out = write(social, LAUNCH, "Write an engaging LinkedIn post about this.");
    const blocks = out.split("\n\n");
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(blocks[0].length).toBeGreaterThan(10);
    expect(out).toMatch(/analytics dashboard/i);
    expect(out).toMatch(/real-time campaign performance|23% drop/);
    expect(out).toContain("https://example.com/dashboard");
    const tags = blocks[blocks.length - 1].split(" ");
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.length).toBeLessThanOrEqual(5);
    for (const t of tags) expect(t).toMatch(/^#[A-Z][A-Za-z0-9]+$/);
    expect(tags).toContain("#AnalyticsDashboard");
  });

  it("keeps posts for X within 280 characters", () => {
    for (const src of [LAUNCH, REMOTE, BRIEF]) {
      const out = write(social, src, "Write a tweet about this for Twitter.");
      expect(out.length).toBeLessThanOrEqual(280);
      expect(out.length).toBeGreaterThan(60);
    }
  });

  it("honours an explicit bullet count and a character cap", () => {
    const out = write(social, REMOTE, "Write a post with 3 bullet points.");
    expect(out.split("\n").filter((l) => /^[•✅🔹📌⭐-] /u.test(l))).toHaveLength(3);
    expect(write(social, LAUNCH, "Keep it under 200 characters").length).toBeLessThanOrEqual(200);
  });

  it("writes something on topic for a bare subject line", () => {
    const out = write(social, BRIEF);
    expect(out).toMatch(/email marketing/i);
    expect(out).toMatch(/#EmailMarketing/);
    expect(out).not.toMatch(/benefits of email marketing for local bakeries to improve/);
  });

  it("addresses the brand's audience, follows its voice and rules", () => {
    const brand = {
      brand_name: "Acme",
      brand_voice: "playful and witty",
      target_audience: "busy founders",
      no_emojis: true,
      no_dashes: true,
      no_semicolons: true,
      spelling_preference: "British",
    };
    const outs = [0, 1, 2, 3].map((variant) => write({ ...social, variant, brand }, `${REMOTE} We optimize every color and center of the organization.`));
    for (const out of outs) {
      expect(out).not.toMatch(EMOJI);
      expect(out).not.toMatch(/[;\u2014\u2013]/);
      expect(out).not.toMatch(/\b(optimize|color|center|organization)\b/);
    }
    expect(outs.some((o) => /busy founders/i.test(o))).toBe(true);
  });

  it("is deterministic for the same input and varies with the variant and seed", () => {
    const a = write(social, LAUNCH);
    expect(write(social, LAUNCH)).toBe(a);
    const others = [1, 2, 3].map((variant) => write({ ...social, variant }, LAUNCH));
    expect(others.some((o) => o !== a)).toBe(true);
    const seeded = runWriter({ system: "", user: LAUNCH, seed: 7 });
    expect(runWriter({ system: "", user: LAUNCH, seed: 7 })).toBe(seeded);
  });
});

describe("task post: email, newsletter, article, general", () => {
  it("writes an email with subject, greeting, body, call to action and a branded sign-off", () => {
    const out = write({ task: "post", contentType: "email_broadcast", brand: { brand_name: "Acme" } }, LAUNCH);
    const blocks = out.split("\n\n");
    expect(blocks[0]).toMatch(/^Subject: \S/);
    expect(blocks[1]).toMatch(/^(Hi|Hello|Hey|Dear|Good morning)\b.*[,!]$/);
    expect(out).toContain("https://example.com/dashboard");
    expect(out).toMatch(/\n(Best|Kind regards|Best regards|Warm wishes|Talk soon|Cheers|With thanks),\nThe Acme team/);
    expect(blocks.length).toBeGreaterThanOrEqual(6);
  });

  it("writes a newsletter with a title and two to four sections", () => {
    const out = write({ task: "post", contentType: "newsletter" }, REMOTE);
    expect(out).toMatch(/^# \S/);
    const sections = out.match(/^## .+$/gm) ?? [];
    expect(sections.length).toBeGreaterThanOrEqual(2);
    expect(sections.length).toBeLessThanOrEqual(4);
    expect(new Set(sections).size).toBe(sections.length);
    expect(out).toMatch(/Remote work is here to stay|communication habits/);
  });

  it("writes an article with a title, intro, three to five sections of several sentences and a conclusion", () => {
    for (const src of [REMOTE, BRIEF]) {
      const out = write({ task: "post", contentType: "article" }, src);
      expect(out).toMatch(/^# \S/);
      const parts = out.split(/^## /m);
      const sections = parts.slice(1);
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections.length).toBeLessThanOrEqual(6);
      for (const s of sections.slice(0, -1)) expect(countSentences(s.split("\n\n").slice(1).join(" "))).toBeGreaterThanOrEqual(2);
      expect(countSentences(parts[0])).toBeGreaterThanOrEqual(3);
    }
  });

  it("writes a general piece in paragraphs, and defaults to it without a directive", () => {
    const out = runWriter({ system: "Write something about this.", user: REMOTE });
    expect(out.split("\n\n").length).toBeGreaterThanOrEqual(2);
    expect(out).not.toMatch(/^#/m);
    expect(countSentences(out)).toBeGreaterThanOrEqual(4);
  });

  it("uses the prompt template as material when the user text is empty", () => {
    expect(runWriter({ system: "Write a post about sustainable packaging for coffee brands", user: "" })).toMatch(/packaging/i);
  });
});
