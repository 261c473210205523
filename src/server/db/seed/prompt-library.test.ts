import { describe, it, expect } from "vitest";
import { PROMPT_LIBRARY, type LibraryPromptType } from "./prompt-library";
import { STARTER_PROMPTS } from "./starter-prompts";

const MINIMUM_PER_TYPE: Record<LibraryPromptType, number> = {
  social_media: 14,
  blog: 8,
  email: 8,
  general: 8,
  email_broadcast: 6,
  newsletter: 6,
  article: 6,
  image: 10,
};

const names = PROMPT_LIBRARY.map((p) => p.name);
const hasName = (re: RegExp) => names.some((n) => re.test(n));

describe("PROMPT_LIBRARY", () => {
  it("ships at least 72 prompts", () => {
    expect(PROMPT_LIBRARY.length).toBeGreaterThanOrEqual(72);
  });

  it("has unique names, case-insensitively", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const name of names) {
      const key = name.trim().toLowerCase();
      if (seen.has(key)) duplicates.push(name);
      seen.set(key, name);
    }
    expect(duplicates).toEqual([]);
  });

  it("uses short Title Case names", () => {
    const minorWords = new Set(["a", "an", "and", "as", "for", "from", "in", "into", "of", "on", "or", "the", "to", "vs", "with", "at"]);
    for (const name of names) {
      expect(name, name).toBe(name.trim());
      expect(name.length, name).toBeLessThanOrEqual(50);
      const words = name.split(/\s+/);
      words.forEach((word, i) => {
        if (i > 0 && minorWords.has(word)) return;
        expect(/^[A-Z0-9]/.test(word), `"${word}" in "${name}"`).toBe(true);
      });
    }
  });

  it("covers every library type with its minimum", () => {
    const counts = Object.fromEntries(Object.keys(MINIMUM_PER_TYPE).map((t) => [t, 0])) as Record<LibraryPromptType, number>;
    for (const p of PROMPT_LIBRARY) {
      expect(Object.keys(MINIMUM_PER_TYPE), p.name).toContain(p.type);
      counts[p.type] += 1;
    }
    for (const [type, minimum] of Object.entries(MINIMUM_PER_TYPE)) {
      expect(counts[type as LibraryPromptType], type).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("keeps every prompt_text between 120 and 2,000 characters", () => {
    for (const p of PROMPT_LIBRARY) {
      expect(p.prompt_text.length, p.name).toBeGreaterThanOrEqual(120);
      expect(p.prompt_text.length, p.name).toBeLessThanOrEqual(2000);
    }
  });

  it("keeps every description non-empty and at most 300 characters", () => {
    for (const p of PROMPT_LIBRARY) {
      expect(p.description.trim().length, p.name).toBeGreaterThan(0);
      expect(p.description.length, p.name).toBeLessThanOrEqual(300);
    }
  });

  it("uses no template placeholders the app cannot fill", () => {
    for (const p of PROMPT_LIBRARY) {
      expect(p.prompt_text, p.name).not.toMatch(/\{\{|\}\}|\$\{/);
    }
  });

  it("never asks for bold or italics, which the content pages strip", () => {
    for (const p of PROMPT_LIBRARY.filter((q) => q.type !== "image")) {
      expect(p.prompt_text, p.name).not.toMatch(/\*\*|__/);
    }
  });

  it("includes the advertised jobs", () => {
    expect(names.filter((n) => /headline/i.test(n)).length).toBeGreaterThanOrEqual(3);
    expect(hasName(/seo/i)).toBe(true);
    expect(hasName(/seo meta/i)).toBe(true);
    expect(hasName(/seo blog outline/i)).toBe(true);
    expect(hasName(/repurpos/i)).toBe(true);
    expect(hasName(/(multilingual|translat|spanish|french|locali[sz])/i)).toBe(true);
    for (const job of [
      /brand voice/i,
      /calendar/i,
      /visual suggestion/i,
      /image-to-post/i,
      /product launch/i,
      /event promotion/i,
      /(testimonial|case study|customer success)/i,
      /founder story/i,
      /hiring/i,
      /webinar/i,
      /re-engagement/i,
      /welcome email sequence/i,
      /cart abandonment/i,
      /cold outreach/i,
      /press release/i,
      /faq/i,
      /comparison/i,
      /listicle/i,
      /how-to/i,
      /thought leadership/i,
    ]) {
      expect(hasName(job), String(job)).toBe(true);
    }
  });

  it("covers every social platform in the Social Media category", () => {
    const social = PROMPT_LIBRARY.filter((p) => p.type === "social_media").map((p) => p.name);
    for (const platform of [/linkedin/i, /instagram/i, /\bx\b.*thread|thread/i, /tiktok.*hook/i, /tiktok.*script/i, /facebook/i]) {
      expect(social.some((n) => platform.test(n)), String(platform)).toBe(true);
    }
  });

  it("writes image prompts as image-generation templates", () => {
    for (const p of PROMPT_LIBRARY.filter((q) => q.type === "image")) {
      expect(p.prompt_text, p.name).toMatch(/my prompt/i);
      expect(p.prompt_text, p.name).toMatch(/no watermark/i);
    }
  });
});

describe("STARTER_PROMPTS", () => {
  it("gives a new user one active prompt for each content page and the image playground", () => {
    expect(STARTER_PROMPTS.map((p) => p.type).sort()).toEqual(["article", "email", "general", "image", "newsletter", "social_media"]);
    for (const p of STARTER_PROMPTS) expect(p.is_active, p.name).toBe(true);
  });

  it("has unique names and usable text", () => {
    const keys = STARTER_PROMPTS.map((p) => p.name.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of STARTER_PROMPTS) {
      expect(p.description.trim().length, p.name).toBeGreaterThan(0);
      expect(p.description.length, p.name).toBeLessThanOrEqual(300);
      expect(p.prompt_text.length, p.name).toBeGreaterThanOrEqual(120);
      expect(p.prompt_text.length, p.name).toBeLessThanOrEqual(2000);
      expect(p.prompt_text, p.name).not.toMatch(/\{\{|\}\}/);
    }
  });
});
