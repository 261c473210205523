import { describe, expect, it } from "vitest";
import { ALTERNATIVE_SEPARATOR, builtinDirective, parseBuiltinDirective, stripBuiltinDirective, type BuiltinDirective } from "./directive";

describe("builtin directive", () => {
  it("round-trips through a system prompt", () => {
    const d: BuiltinDirective = {
      task: "alternatives",
      contentType: "social_media",
      count: 4,
      variant: 2,
      notes: "keep it short ]] even with brackets",
      brand: { brand_name: "Acme", brand_voice: "witty", no_emojis: true, spelling_preference: "british" },
    };
    const system = `Write a LinkedIn post.\n${builtinDirective(d)}\nBe concise.`;
    expect(builtinDirective(d)).not.toContain("\n");
    expect(parseBuiltinDirective(system)).toEqual(d);
    expect(stripBuiltinDirective(system)).toBe("Write a LinkedIn post.\n\nBe concise.");
  });

  it("answers null without a directive or with malformed JSON", () => {
    expect(parseBuiltinDirective("Write a post")).toBeNull();
    expect(parseBuiltinDirective("[[builtin:{nope}]]")).toBeNull();
  });

  it("normalises unknown values to safe defaults", () => {
    const d = parseBuiltinDirective('[[builtin:{"task":"dance","contentType":"poem","mode":"huge","count":"3","brand":{"no_emojis":"yes","brand_name":" "}}]]');
    expect(d).toEqual({ task: "post", contentType: "general", brand: {} });
  });

  it("has a separator that is one whole line", () => {
    expect(ALTERNATIVE_SEPARATOR).toBe("---ALTERNATIVE---");
  });
});
