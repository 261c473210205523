import { describe, expect, it } from "vitest";
import { toHistoryStats } from "./history-stats";

describe("toHistoryStats", () => {
  it("answers zeros for no history", () => {
    expect(toHistoryStats([])).toEqual({
      total: 0,
      by_type: { social_media: 0, email_broadcast: 0, newsletter: 0, article: 0, general: 0 },
      content_types: 0,
      recent: 0,
    });
  });

  it("sums per type, counts the distinct types used and counts every recent item (no cap at 5)", () => {
    const stats = toHistoryStats([
      { type: "article", count: 4, recent: 3 },
      { type: "social_media", count: 10, recent: 4 },
    ]);
    expect(stats).toEqual({
      total: 14,
      by_type: { social_media: 10, email_broadcast: 0, newsletter: 0, article: 4, general: 0 },
      content_types: 2,
      recent: 7,
    });
  });

  it("counts 20 items of one day as 20", () => {
    expect(toHistoryStats([{ type: "social_media", count: 20, recent: 20 }]).recent).toBe(20);
  });

  it("counts a few recent items as they are", () => {
    expect(toHistoryStats([{ type: "newsletter", count: 9, recent: 2 }]).recent).toBe(2);
  });

  it("keeps a type outside the known list in the totals but not in by_type", () => {
    const stats = toHistoryStats([{ type: "legacy", count: 2, recent: 0 }]);
    expect(stats.total).toBe(2);
    expect(stats.content_types).toBe(1);
    expect(Object.keys(stats.by_type)).not.toContain("legacy");
  });
});
