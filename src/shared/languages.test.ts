import { describe, expect, it } from "vitest";
import { findLanguage, isLanguageCode, languageCodeSchema, languageLabel, languageName, LANGUAGES, resolveLanguage } from "./languages";

describe("languages", () => {
  it("lists 30 distinct languages with English and native names", () => {
    expect(LANGUAGES).toHaveLength(30);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(30);
    for (const l of LANGUAGES) {
      expect(l.code).toMatch(/^[a-z]{2}$/);
      expect(l.name.trim()).not.toBe("");
      expect(l.native.trim()).not.toBe("");
    }
    expect(LANGUAGES[0].code).toBe("en");
  });

  it("names and labels", () => {
    expect(languageName("de")).toBe("German");
    expect(languageLabel("de")).toBe("German (Deutsch)");
    expect(languageLabel("en")).toBe("English");
    expect(findLanguage("ja")?.native).toBe("日本語");
    expect(findLanguage(null)).toBeUndefined();
  });

  it("resolves the page's choice, then the brand's, then English", () => {
    expect(resolveLanguage("fr", "de")).toBe("fr");
    expect(resolveLanguage(null, "de")).toBe("de");
    expect(resolveLanguage("xx", undefined)).toBe("en");
    expect(resolveLanguage()).toBe("en");
  });

  it("validates codes", () => {
    expect(isLanguageCode("pt")).toBe(true);
    expect(isLanguageCode("pt-BR")).toBe(false);
    expect(languageCodeSchema.safeParse("es").success).toBe(true);
    expect(languageCodeSchema.safeParse("klingon").success).toBe(false);
  });
});
