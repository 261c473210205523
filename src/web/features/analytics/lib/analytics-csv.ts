import { format } from "date-fns";
import { csvLine } from "@/shared/csv";
import type { AnalyticsReport } from "@/shared/contracts/analytics";
import { analyticsCopy } from "../copy";

const num = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** Every post of the period with its numbers, written like the product's other downloads (shared csvLine, a BOM, CRLF). */
export function buildAnalyticsCsv(report: AnalyticsReport): string {
  const lines = [
    csvLine(analyticsCopy.csv.headers),
    ...report.posts.map((p) =>
      csvLine([
        p.published_at,
        analyticsCopy.platforms[p.platform] ?? p.platform,
        p.account_name,
        p.content,
        num(p.numbers?.likes),
        num(p.numbers?.reposts),
        num(p.numbers?.replies),
        num(p.numbers?.quotes),
        num(p.numbers?.impressions),
        p.numbers ? String(p.engagement) : "",
        p.numbers?.collected_at ?? "",
        p.post_url ?? "",
      ]),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** analytics-30-days-2026-03-15.csv */
export function analyticsCsvFileName(days: number, date: Date): string {
  return `analytics-${days}-days-${format(date, "yyyy-MM-dd")}.csv`;
}
