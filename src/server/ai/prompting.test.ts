import { describe, expect, it } from "vitest";
import { brandFromInput } from "./brand-context";
import { parseBuiltinDirective } from "./directive";
import { buildPrompt, ideasMaterial } from "./prompting";

const brand = brandFromInput({
  brand_name: "Crumb",
  brand_voice: "Warm, plain",
  target_audience: "Locals",
  key_topics: "bread, classes",
  spelling_preference: "british",
  no_dashes: true,
})!;

describe("buildPrompt", () => {
  it("gives providers the task, template, content-type guidance, brand and context", () => {
    const { system, prompt } = buildPrompt(
      { task: "post", contentType: "email_broadcast", template: "Friendly email", additionalContext: "Sale ends Friday", brand },
      "New loaves",
      "provider",
    );
    expect(prompt).toBe("New loaves");
    for (const part of [
      "Write one email broadcast",
      "Friendly email",
      "Subject:",
      "Brand: Crumb",
      "Voice and tone: Warm, plain",
      "Target audience: Locals",
      "Key topics: bread, classes",
      "British English",
      "Never use dashes",
      "Sale ends Friday",
    ]) {
      expect(system).toContain(part);
    }
    expect(system).not.toContain("[[builtin:");
  });

  it("gives the built-in writer its directive and only the user's own words", () => {
    const { system } = buildPrompt({ task: "expand", contentType: "article", mode: "long", template: "Be thorough", brand }, "Text", "builtin");
    const directive = parseBuiltinDirective(system);
    expect(directive).toMatchObject({
      task: "expand",
      contentType: "article",
      mode: "long",
      brand: { brand_name: "Crumb", no_dashes: true, spelling_preference: "british" },
    });
    expect(system).toContain("Be thorough");
    expect(system).not.toContain("hashtags");
  });

  it("states the numbers the task needs", () => {
    expect(buildPrompt({ task: "alternatives", contentType: "social_media", count: 4 }, "x", "provider").system).toContain("Write 4 alternative versions");
    expect(buildPrompt({ task: "alternatives", contentType: "social_media", count: 4 }, "x", "provider").system).toContain('{"alternatives": [');
    expect(buildPrompt({ task: "expand", contentType: "general", mode: "short" }, "x", "provider").system).toContain("2 to 3 sentences");
    expect(buildPrompt({ task: "topics", contentType: "general", count: 7 }, "x", "provider").system).toContain("up to 7 distinct topics");
    expect(buildPrompt({ task: "adjust", contentType: "general", notes: "shorter" }, "x", "provider").system).toContain('"shorter"');
  });

  it("never contradicts itself: English spelling only for English output, the prompt's own hashtag count wins", () => {
    const german = buildPrompt({ task: "post", contentType: "social_media", template: "Add 3 to 5 relevant hashtags at the end.", language: "de", brand }, "x", "provider").system;
    expect(german).toContain("German");
    expect(german).not.toMatch(/English spelling/);
    expect(german).not.toMatch(/up to three relevant hashtags/);
    expect(german).toContain("as many as the prompt asks for");
    expect(buildPrompt({ task: "post", contentType: "social_media", language: "en", brand }, "x", "provider").system).toContain("British English spelling");
  });

  it("describes attached images when there is no text", () => {
    const built = buildPrompt({ task: "post", contentType: "social_media", imageCount: 2 }, "", "provider");
    expect(built.system).toContain("the 2 attached images");
    expect(built.prompt).toBe("Images attached.");
    expect(buildPrompt({ task: "post", contentType: "social_media", imageCount: 2 }, "", "builtin").prompt).toBe("");
  });
});

describe("ideasMaterial", () => {
  it("caps the number and length of example posts", () => {
    const material = ideasMaterial(
      "More please",
      Array.from({ length: 30 }, (_, i) => `Post ${i} ${"x".repeat(2000)}`),
    );
    expect(material.startsWith("Prompt: More please")).toBe(true);
    expect(material.match(/^---$/gm)).toHaveLength(20);
    expect(material.length).toBeLessThan(20 * 1600);
  });
});
