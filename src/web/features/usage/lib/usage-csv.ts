import { format } from "date-fns";
import { csvLine } from "@/shared/csv";
import type { UsageReport } from "@/shared/contracts/usage";
import { usageCopy } from "../copy";

type Figures = UsageReport["totals"];
const c = usageCopy.csv;

const cells = (f: Figures) => [
  String(f.calls),
  String(f.tokens_in),
  String(f.tokens_out),
  String(f.errors),
  f.median_latency_ms === null ? "" : String(Math.round(f.median_latency_ms)),
  f.cost === null ? "" : f.cost.toFixed(6),
];

/**
 * The Usage screen's figures as CSV, written like the content pages' downloads (shared csvLine, a BOM, CRLF):
 * one line per model, one per day of the period, then the total.
 */
export function buildUsageCsv(report: UsageReport): string {
  const lines = [
    csvLine(c.headers),
    ...report.by_model.map((m) => csvLine([c.model, m.model, m.provider, ...cells(m)])),
    ...report.by_day.map((d) => csvLine([c.day, d.day, "", ...cells(d)])),
    csvLine([c.total, c.period(report.from, report.to), "", ...cells(report.totals)]),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** ai-usage-30-days-2026-03-15.csv */
export function usageCsvFileName(days: number, date: Date): string {
  return `ai-usage-${days}-days-${format(date, "yyyy-MM-dd")}.csv`;
}
