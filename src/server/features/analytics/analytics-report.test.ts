import { describe, expect, it } from "vitest";
import { BEST_TIME_MIN_POSTS } from "@/shared/contracts/analytics";
import { bestTimes, buildReport, engagementOf, localParts, weekOf, type PublishedPost } from "./analytics-report";

let n = 0;
const post = (publishedAt: string, numbers: Partial<NonNullable<PublishedPost["numbers"]>> | null, platform = "bluesky"): PublishedPost => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  platform,
  accountName: platform,
  content: `Post ${n}`,
  publishedAt,
  postUrl: null,
  numbers: numbers && { likes: 0, reposts: 0, replies: 0, quotes: null, impressions: null, collected_at: publishedAt, ...numbers },
});

describe("analytics figures", () => {
  it("counts likes, reposts, replies and quotes as engagement, and nothing for a post without numbers", () => {
    expect(engagementOf({ likes: 3, reposts: 2, replies: 1, quotes: 4, impressions: 900, collected_at: "" })).toBe(10);
    expect(engagementOf({ likes: 3, reposts: 0, replies: 0, quotes: null, impressions: null, collected_at: "" })).toBe(3);
    expect(engagementOf(null)).toBe(0);
  });

  it("reads weekday, hour and week in the asked time zone", () => {
    // Sunday 23:30 UTC is Monday 00:30 in Berlin (winter time): another day, another week.
    expect(localParts("2026-03-01T23:30:00Z", "UTC")).toEqual({ weekday: 6, hour: 23, date: "2026-03-01" });
    expect(localParts("2026-03-01T23:30:00Z", "Europe/Berlin")).toEqual({ weekday: 0, hour: 0, date: "2026-03-02" });
    expect(weekOf("2026-03-01", 6)).toBe("2026-02-23");
    expect(weekOf("2026-03-02", 0)).toBe("2026-03-02");
  });

  it("sums by platform (most engagement first) and by week (oldest first), ranks posts, keeps impressions null unless given", () => {
    const report = buildReport(
      [
        post("2026-03-03T09:00:00Z", { likes: 5, replies: 1 }, "mastodon"),
        post("2026-03-10T09:00:00Z", { likes: 10, reposts: 2, quotes: 1 }),
        post("2026-03-11T09:00:00Z", null, "webhook"),
        post("2026-03-04T09:00:00Z", { likes: 1, impressions: 300 }),
      ],
      { from: "2026-03-01T00:00:00Z", to: "2026-03-31T00:00:00Z", timeZone: "UTC" },
    );
    expect(report.totals).toEqual({ posts: 4, posts_with_numbers: 3, likes: 16, reposts: 2, replies: 1, impressions: 300, engagement: 20 });
    expect(report.by_platform.map((p) => [p.platform, p.posts, p.engagement, p.impressions])).toEqual([
      ["bluesky", 2, 14, 300],
      ["mastodon", 1, 6, null],
      ["webhook", 1, 0, null],
    ]);
    expect(report.by_week.map((w) => [w.week, w.posts, w.likes])).toEqual([
      ["2026-03-02", 2, 6],
      ["2026-03-09", 2, 10],
    ]);
    expect(report.posts.map((p) => p.engagement)).toEqual([13, 6, 1, 0]);
  });

  it("suggests no best time from too few posts, however strong one hour looks", () => {
    const few = Array.from({ length: BEST_TIME_MIN_POSTS - 1 }, () => post("2026-03-03T09:00:00Z", { likes: 50 }));
    const heat = bestTimes(few, "UTC");
    expect(heat).toMatchObject({ posts: BEST_TIME_MIN_POSTS - 1, needed: BEST_TIME_MIN_POSTS, best: [] });
    expect(heat.cells).toEqual([{ weekday: 1, hour: 9, posts: BEST_TIME_MIN_POSTS - 1, average: 50 }]);
  });

  it("ranks hours by mean engagement per post once there are enough, ignoring hours with a single post and posts without numbers", () => {
    const posts = [
      ...Array.from({ length: 4 }, () => post("2026-03-03T09:00:00Z", { likes: 10 })), // Tue 9: mean 10
      ...Array.from({ length: 3 }, () => post("2026-03-05T17:00:00Z", { likes: 20, reposts: 4 })), // Thu 17: mean 24
      ...Array.from({ length: 2 }, () => post("2026-03-07T12:00:00Z", { likes: 1 })), // Sat 12: mean 1
      post("2026-03-08T20:00:00Z", { likes: 500 }), // Sun 20: one lucky post
      post("2026-03-08T21:00:00Z", null, "webhook"),
    ];
    const heat = bestTimes(posts, "UTC");
    expect(heat.posts).toBe(10);
    expect(heat.best.map((c) => [c.weekday, c.hour, c.average])).toEqual([
      [3, 17, 24],
      [1, 9, 10],
      [5, 12, 1],
    ]);
    expect(heat.cells.find((c) => c.weekday === 6 && c.hour === 20)).toEqual({ weekday: 6, hour: 20, posts: 1, average: 500 });
  });
});
