import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "results.md");

/** Replaces (or appends) the section `## <title>` of bench/results.md, keeping the others. */
export function writeSection(title: string, body: string): void {
  const header = "# Benchmark results\n\nWritten by `npm run bench`; each section is replaced by its own benchmark.\n";
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, "utf8") : header;
  const start = `<!-- section:${title} -->`;
  const end = `<!-- /section:${title} -->`;
  const block = `${start}\n## ${title}\n\n${body.trim()}\n\n_Measured ${new Date().toISOString()} on ${machine()}._\n${end}`;
  const pattern = new RegExp(`${escape(start)}[\\s\\S]*?${escape(end)}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, next);
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
