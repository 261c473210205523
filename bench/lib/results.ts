import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BENCH_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const RESULTS_FILE = path.join(BENCH_DIR, "results.md");
export const FIGURES_FILE = path.join(BENCH_DIR, "figures.json");
export const TARGETS_FILE = path.join(BENCH_DIR, "targets.json");

/** The load average when this benchmark process started: the machine may be shared, so every section says so. */
const loadAtStart = loadAverage();

export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
}

/** Replaces (or appends) the section `## <title>` of bench/results.md, keeping the others. */
export function writeSection(title: string, body: string): void {
  const header = "# Benchmark results\n\nWritten by `npm run bench` (bench/run.ts); each section is replaced by its own benchmark, and every line is written by code.\n";
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, "utf8") : header;
  const start = `<!-- section:${title} -->`;
  const end = `<!-- /section:${title} -->`;
  const footer = `_Measured ${new Date().toISOString()} on ${machine()}; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end._`;
  const block = `${start}\n## ${title}\n\n${body.trim()}\n\n${footer}\n${end}`;
  const pattern = new RegExp(`${escape(start)}[\\s\\S]*?${escape(end)}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, next);
}

/** Removes the sections whose title starts with `prefix` (a benchmark whose title carries its parameters), so no stale text stays. */
export function removeSections(prefix: string): void {
  if (!existsSync(RESULTS_FILE)) return;
  const pattern = new RegExp(`\\n*<!-- section:${escape(prefix)}(.*?) -->[\\s\\S]*?<!-- /section:${escape(prefix)}\\1 -->`, "g");
  writeFileSync(RESULTS_FILE, readFileSync(RESULTS_FILE, "utf8").replace(pattern, ""));
}

export interface Figure {
  value: number;
  measuredAt: string;
  load: string;
}

/** Stores the figures a benchmark measured (bench/figures.json) for the summary, which judges them against bench/targets.json. */
export function recordFigures(figures: Record<string, number>): void {
  const all = readFigures();
  const measuredAt = new Date().toISOString();
  for (const [key, value] of Object.entries(figures)) all[key] = { value, measuredAt, load: loadAtStart };
  writeFileSync(FIGURES_FILE, `${JSON.stringify(all, null, 2)}\n`);
}

/** Drops the recorded figures whose key starts with `prefix` (a benchmark that records a varying set of keys). */
export function dropFigures(prefix: string): void {
  const all = readFigures();
  for (const key of Object.keys(all)) if (key.startsWith(prefix)) delete all[key];
  writeFileSync(FIGURES_FILE, `${JSON.stringify(all, null, 2)}\n`);
}

export function readFigures(): Record<string, Figure> {
  return existsSync(FIGURES_FILE) ? (JSON.parse(readFileSync(FIGURES_FILE, "utf8")) as Record<string, Figure>) : {};
}

export interface Check {
  metric: string;
  op: "<" | "<=" | ">=" | ">" | "==";
  value: number;
  unit?: string;
  label?: string;
}

export interface Targets {
  targets: { name: string; checks: Check[] }[];
  peers: { name: string; metric: string; unit: string }[];
}

export function readTargets(): Targets {
  return JSON.parse(readFileSync(TARGETS_FILE, "utf8")) as Targets;
}

export function passes(check: Check, value: number): boolean {
  switch (check.op) {
    case "<":
      return value < check.value;
    case "<=":
      return value <= check.value;
    case ">=":
      return value >= check.value;
    case ">":
      return value > check.value;
    case "==":
      return value === check.value;
  }
}

/** "met" / "missed" for the declared target whose checks cover exactly these measured figures. */
export function judge(figures: Record<string, number>): "met" | "missed" {
  const checks = readTargets().targets.flatMap((t) => t.checks).filter((c) => c.metric in figures);
  if (!checks.length) throw new Error(`no declared target for ${Object.keys(figures).join(", ")}`);
  return checks.every((c) => passes(c, figures[c.metric])) ? "met" : "missed";
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model?.trim() ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}
