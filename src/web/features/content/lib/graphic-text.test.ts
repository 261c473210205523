import { describe, expect, it } from "vitest";
import { GRAPHICS } from "@/shared/contracts/visuals";
import { graphicText } from "./graphic-text";

describe("graphicText", () => {
  it("a carousel starts from the leading paragraphs that fit ten slides; a quote card from the first paragraph", () => {
    const article = Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1} says one thing about bread.`).join("\n\n");
    const carousel = graphicText(article, "carousel");
    expect(carousel.split("\n\n")).toHaveLength(GRAPHICS.maxSlides);
    expect(carousel.startsWith("Paragraph 1 says")).toBe(true);
    expect(graphicText(article, "quote")).toBe("Paragraph 1 says one thing about bread.");
  });

  it("keeps a short post whole and cuts one huge paragraph to what a carousel holds", () => {
    expect(graphicText("One.\n\nTwo.", "carousel")).toBe("One.\n\nTwo.");
    const huge = "word ".repeat(2000).trim();
    const cut = graphicText(huge, "carousel");
    expect(cut.length).toBeLessThanOrEqual(GRAPHICS.slideChars * 6);
    expect(cut.endsWith("word")).toBe(true);
  });
});
