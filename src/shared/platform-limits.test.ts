import { describe, expect, it } from "vitest";
import { PLATFORM_LIMITS, checkLimits, countForPlatform, countGraphemes, isPublishable } from "./platform-limits";

describe("platform limits", () => {
  it("counts Bluesky in graphemes: an emoji family or an accented letter is one", () => {
    expect(countGraphemes("👨‍👩‍👧‍👦")).toBe(1);
    expect(countGraphemes("e\u0301")).toBe(1);
    expect(countForPlatform("bluesky", "héllo 👍🏽")).toBe(7);
    expect(checkLimits("bluesky", "a".repeat(300), 0)).toEqual({ count: 300, max: 300, over: false, imagesOver: false });
    expect(checkLimits("bluesky", "👍🏽".repeat(301), 0).over).toBe(true);
  });

  it("counts Mastodon in characters with every link as 23", () => {
    expect(countForPlatform("mastodon", "read https://example.com/a/very/long/path/that/goes/on?and=on")).toBe(5 + 23);
    expect(countForPlatform("mastodon", "two http://a.io and https://b.io")).toBe(4 + 23 + 5 + 23);
    expect(countForPlatform("mastodon", "😀")).toBe(1);
    expect(checkLimits("mastodon", "x".repeat(501), 0)).toMatchObject({ count: 501, max: 500, over: true });
  });

  it("counts X (copy-out) in characters up to 280", () => {
    expect(checkLimits("twitter", "x".repeat(280), 0).over).toBe(false);
    expect(checkLimits("twitter", "x".repeat(281), 0).over).toBe(true);
  });

  it("limits images per platform", () => {
    expect(PLATFORM_LIMITS.bluesky.maxImages).toBe(4);
    expect(checkLimits("bluesky", "x", 4).imagesOver).toBe(false);
    expect(checkLimits("bluesky", "x", 5).imagesOver).toBe(true);
    expect(checkLimits("mastodon", "x", 5).imagesOver).toBe(true);
    expect(checkLimits("webhook", "x", 10).imagesOver).toBe(false);
  });

  it("publishes to Bluesky, Mastodon, webhooks, LinkedIn, X, Threads, Facebook and Instagram; TikTok is copy-out", () => {
    expect(["bluesky", "mastodon", "webhook", "linkedin", "twitter", "threads", "facebook", "instagram", "tiktok"].map(isPublishable)).toEqual([true, true, true, true, true, true, true, true, false]);
  });

  it("says in one table which platforms take threads, first comments, documents, and which need an image", () => {
    expect(PLATFORM_LIMITS.twitter).toMatchObject({ threads: true, firstComment: false });
    expect(PLATFORM_LIMITS.linkedin).toMatchObject({ threads: false, firstComment: true, maxDocuments: 1 });
    expect(PLATFORM_LIMITS.instagram).toMatchObject({ needsMedia: true, firstComment: true, threads: false, maxImages: 10 });
    expect(PLATFORM_LIMITS.facebook).toMatchObject({ needsMedia: false, firstComment: true, threads: false });
    expect(PLATFORM_LIMITS.threads).toMatchObject({ maxChars: 500, threads: true, firstComment: false, maxImages: 20 });
  });

  it("holds Bluesky to 3,000 bytes as well as 300 graphemes", () => {
    // A family emoji is one grapheme of 25 bytes: 120 of them are exactly 3,000 bytes.
    const family = "👨‍👩‍👧‍👦".repeat(120);
    expect(checkLimits("bluesky", family, 0)).toMatchObject({ count: 120, over: false });
    const heavy = "👨‍👩‍👧‍👦".repeat(121);
    expect(checkLimits("bluesky", heavy, 0)).toMatchObject({ count: 121, over: true, bytesOver: { bytes: 3025, maxBytes: 3000 } });
    expect(checkLimits("mastodon", heavy, 0).bytesOver).toBeUndefined();
  });
});
