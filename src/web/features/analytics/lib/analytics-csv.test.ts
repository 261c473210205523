import { describe, expect, it } from "vitest";
import type { AnalyticsReport } from "@/shared/contracts/analytics";
import { analyticsCsvFileName, buildAnalyticsCsv } from "./analytics-csv";

describe("the analytics CSV", () => {
  it("has a line per post with its numbers, blanks where a platform gives none, and neutralised formulas", () => {
    const report = {
      posts: [
        {
          id: "p1",
          platform: "bluesky",
          account_name: "Sky",
          content: "=HYPERLINK(\"x\")",
          published_at: "2026-03-02T09:00:00.000Z",
          post_url: "https://bsky.app/p/1",
          numbers: { likes: 12, reposts: 3, replies: 2, quotes: 1, impressions: null, collected_at: "2026-03-02T10:00:00.000Z" },
          engagement: 18,
        },
        { id: "p2", platform: "webhook", account_name: "Hook", content: "Hi", published_at: "2026-03-01T09:00:00.000Z", post_url: null, numbers: null, engagement: 0 },
      ],
    } as unknown as AnalyticsReport;
    const lines = buildAnalyticsCsv(report).split("\r\n");
    expect(lines[0].startsWith("\uFEFF\"Published\"")).toBe(true);
    expect(lines[1]).toBe('"2026-03-02T09:00:00.000Z","Bluesky","Sky","\'=HYPERLINK(""x"")","12","3","2","1","","18","2026-03-02T10:00:00.000Z","https://bsky.app/p/1"');
    expect(lines[2]).toBe('"2026-03-01T09:00:00.000Z","Webhook","Hook","Hi","","","","","","","",""');
    expect(analyticsCsvFileName(30, new Date(2026, 2, 15))).toBe("analytics-30-days-2026-03-15.csv");
  });
});
