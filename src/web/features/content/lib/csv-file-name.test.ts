import { describe, expect, it } from "vitest";
import { csvFileName } from "./csv-file-name";

describe("csvFileName", () => {
  it("keeps the spec's social-media-posts-{date}.csv on the social page, in local time", () => {
    expect(csvFileName("social_media", new Date(2025, 0, 5, 23, 59))).toBe("social-media-posts-2025-01-05.csv");
    expect(csvFileName("social_media", new Date(2024, 11, 31))).toBe("social-media-posts-2024-12-31.csv");
  });

  it("names the other pages' files after their type", () => {
    const day = new Date(2025, 5, 1);
    expect(csvFileName("email_broadcast", day)).toBe("email-broadcast-2025-06-01.csv");
    expect(csvFileName("newsletter", day)).toBe("newsletter-2025-06-01.csv");
    expect(csvFileName("article", day)).toBe("article-2025-06-01.csv");
    expect(csvFileName("general", day)).toBe("other-2025-06-01.csv");
  });
});
