import { describe, expect, it } from "vitest";
import type { UsageReport } from "@/shared/contracts/usage";
import { formatCost, formatLatency } from "./format";
import { buildUsageCsv, usageCsvFileName } from "./usage-csv";

const zero = { calls: 0, tokens_in: 0, tokens_out: 0, errors: 0, median_latency_ms: null, cost: null };
const report: UsageReport = {
  days: 7,
  from: "2026-03-09",
  to: "2026-03-15",
  user_id: null,
  totals: { calls: 3, tokens_in: 3000, tokens_out: 1500, errors: 1, median_latency_ms: 250.5, cost: 0.0012 },
  by_model: [
    { provider: "openai", model: "=gpt", priced: true, calls: 3, tokens_in: 3000, tokens_out: 1500, errors: 1, median_latency_ms: 250.5, cost: 0.0012 },
  ],
  by_day: [{ day: "2026-03-15", ...zero }],
  users: [],
};

describe("usage CSV", () => {
  it("writes a BOM, the headers, a line per model and day, and the total, formulas neutralised", () => {
    const lines = buildUsageCsv(report).split("\r\n");
    expect(lines[0].startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toContain('"Median latency (ms)","Estimated cost (USD)"');
    expect(lines[1]).toBe(`"Model","'=gpt","openai","3","3000","1500","1","251","0.001200"`);
    expect(lines[2]).toBe(`"Day","2026-03-15","","0","0","0","0","",""`);
    expect(lines[3]).toBe(`"Total","2026-03-09 to 2026-03-15","","3","3000","1500","1","251","0.001200"`);
    expect(lines[4]).toBe("");
  });

  it("is named after the period and the day", () => {
    expect(usageCsvFileName(30, new Date(2026, 2, 15))).toBe("ai-usage-30-days-2026-03-15.csv");
  });

  it("formats costs and latency for reading", () => {
    expect(formatCost(null)).toBe("–");
    expect(formatCost(12.5)).toBe("$12.50");
    expect(formatCost(0.0012)).toBe("$0.0012");
    expect(formatLatency(250.4)).toBe("250 ms");
    expect(formatLatency(1500)).toBe("1.5 s");
  });
});
