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

  it("publishes only to Bluesky, Mastodon and webhooks", () => {
    expect(["bluesky", "mastodon", "webhook", "twitter", "instagram"].map(isPublishable)).toEqual([true, true, true, false, false]);
  });
});
