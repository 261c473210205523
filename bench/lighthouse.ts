/**
 * Lighthouse (its own npm package, mobile profile: simulated slow 4G and a 4× slower CPU) on the public pages,
 * served by the built server, with Debian's Chromium. Three runs per page; the run with the median Performance
 * score is reported.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./lib/server";
import { judge, recordFigures, table, writeSection } from "./lib/results";

const PAGES = ["/", "/auth", "/about", "/why-free"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: FLAGS }).catch(async (err: unknown) => {
  await server.stop();
  throw err;
});
const rows: (string | number)[][] = [];
const notes: string[] = [];
let allMet = true;
try {
  for (const page of PAGES) {
    const runs: Run[] = [];
    let retries = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      // A run that scores no Performance says why in the section. When Lighthouse itself failed (a runtime error such
      // as NO_NAVSTART, "please run Lighthouse again") the run is made again, up to RUNS times per page; a page
      // that fails to paint or load keeps its 0.
      if (!lhr.categories.performance?.score) {
        const errors = Object.values(lhr.audits).filter((a) => a.errorMessage).map((a) => `${a.id}: ${a.errorMessage}`);
        const again = Boolean(lhr.runtimeError) && retries < RUNS;
        const reason = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : errors.join("; ") || "no error reported";
        notes.push(`${page}, run ${i + 1}: Performance ${lhr.categories.performance?.score ?? "null"}; ${reason}${again ? " Run again." : ""}`);
        if (again) {
          retries++;
          i--;
          continue;
        }
      }
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Run["scores"],
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        failed: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
    }
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const figures = Object.fromEntries(CATEGORIES.map((c) => [`lighthouse.${page}.${c}`, median.scores[c]]));
    recordFigures({ ...figures, [`lighthouse.${page}.fcp`]: Math.round(median.fcp), [`lighthouse.${page}.lcp`]: Math.round(median.lcp) });
    const met = judge(figures) === "met";
    allMet &&= met;
    rows.push([
      page,
      ...CATEGORIES.map((c) => median.scores[c]),
      (median.fcp / 1000).toFixed(2),
      (median.lcp / 1000).toFixed(2),
      Math.round(median.tbt),
      median.cls.toFixed(3),
      runs.map((r) => r.scores.performance).join(", "),
      met ? "met" : "missed",
    ]);
    if (median.failed.length) notes.push(`${page}: failing audits ${median.failed.join(", ")}`);
    console.log(page, median.scores, `FCP ${median.fcp.toFixed(0)} ms, LCP ${median.lcp.toFixed(0)} ms, TBT ${median.tbt.toFixed(0)} ms`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const body = `${table(
  ["page", "Performance", "Accessibility", "Best Practices", "SEO", "FCP (s)", "LCP (s)", "TBT (ms)", "CLS", `Performance of the ${RUNS} runs`, "target (≥ 95, 100, 100, 100)"],
  rows,
)}

Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} (npm), mobile profile (simulated slow 4G, 4× CPU slowdown), Chromium from Debian, against the built server on loopback; median of ${RUNS} runs by Performance score. ${allMet ? "All targets met." : "Not all targets met."}
${notes.length ? `\n${notes.map((n) => `- ${n}`).join("\n")}\n` : ""}`;
console.log(body);
writeSection("Lighthouse on the public pages", body);
