import { describe, expect, it } from "vitest";
import { formatPostForDisplay } from "./display";

describe("formatPostForDisplay", () => {
  it("strips the markdown characters * _ ~ and `", () => {
    expect(formatPostForDisplay("**Bold** _it_ ~~gone~~ `code` ***mix***")).toBe("Bold it gone code mix");
  });

  it("collapses three or more newlines into one blank line, keeping single and double ones", () => {
    expect(formatPostForDisplay("a\nb\n\nc\n\n\nd\n\n\n\n\ne")).toBe("a\nb\n\nc\n\nd\n\ne");
  });

  it("treats Windows line breaks like newlines and trims the ends", () => {
    expect(formatPostForDisplay("\r\n  Hook\r\n\r\n\r\nBody  \r\n")).toBe("Hook\n\nBody");
  });

  it("leaves other text alone: emojis, hashtags, links", () => {
    const text = "🚀 Launch! #SaaS https://example.com/a-b?x=1 — 50% off";
    expect(formatPostForDisplay(text)).toBe(text);
  });

  it("is idempotent", () => {
    const once = formatPostForDisplay("*a*\n\n\n\n_b_");
    expect(formatPostForDisplay(once)).toBe(once);
  });
});
