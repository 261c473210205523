import { describe, expect, it } from "vitest";
import { PLATFORM_LIMITS } from "./platform-limits";
import { checkTarget, countForTarget, isRepurposeTarget, joinParts, REPURPOSE_TARGET_IDS, REPURPOSE_TARGETS } from "./repurpose-targets";

describe("repurpose targets", () => {
  it("has the seven targets with the platform limits", () => {
    expect(REPURPOSE_TARGET_IDS).toHaveLength(7);
    expect(REPURPOSE_TARGETS.x_thread.maxChars).toBe(280);
    expect(REPURPOSE_TARGETS.bluesky_post).toMatchObject({ maxChars: 300, unit: "graphemes" });
    expect(REPURPOSE_TARGETS.mastodon_post.maxChars).toBe(500);
    expect(REPURPOSE_TARGETS.instagram_caption.maxChars).toBe(2200);
    expect(REPURPOSE_TARGETS.linkedin_post.maxChars).toBe(PLATFORM_LIMITS.linkedin.maxChars);
    expect(REPURPOSE_TARGETS.newsletter_section.contentType).toBe("newsletter");
    expect(REPURPOSE_TARGETS.blog_outline.contentType).toBe("article");
    for (const id of REPURPOSE_TARGET_IDS) expect(REPURPOSE_TARGETS[id].id).toBe(id);
  });

  it("counts as the platform counts", () => {
    expect(countForTarget("bluesky_post", "👩‍👩‍👧 hi")).toBe(4);
    expect(countForTarget("mastodon_post", `see https://example.com/${"a".repeat(100)}`)).toBe(4 + 23);
    expect(countForTarget("x_thread", "héllo")).toBe(5);
  });

  it("flags each part over the limit, and a thread too long", () => {
    const check = checkTarget("x_thread", ["short", "y".repeat(281)]);
    expect(check.parts.map((p) => p.over)).toEqual([false, true]);
    expect(check.over).toBe(true);
    expect(checkTarget("bluesky_post", ["b".repeat(300)]).over).toBe(false);
    expect(checkTarget("bluesky_post", ["b".repeat(301)]).over).toBe(true);
    expect(checkTarget("linkedin_post", ["one", "two"]).over).toBe(true);
    expect(
      checkTarget(
        "x_thread",
        Array.from({ length: 13 }, () => "p"),
      ).over,
    ).toBe(true);
  });

  it("reads ids and joins parts", () => {
    expect(isRepurposeTarget("blog_outline")).toBe(true);
    expect(isRepurposeTarget("fax")).toBe(false);
    expect(joinParts(["a", "b"])).toBe("a\n\nb");
  });
});
