/**
 * The report per fault: which errors users saw while it lasted and until the next one began, and how long after
 * the fault ended the last of them came (the time to recover). Pure: main.ts writes what it returns.
 */
import type { Sample } from "./ledger";

export interface FaultRecord {
  name: string;
  /** What was done, in words ("PostgreSQL crashed and restarted"). */
  label: string;
  /** ms since the epoch: injected, and healed (service back, or the killed instance ready again). */
  start: number;
  healed: number;
}

export interface FaultRow {
  fault: string;
  label: string;
  downS: number;
  requests: number;
  errors: number;
  /** "502 ×3, timeout ×1", most frequent first. */
  kinds: string;
  /** The actions that failed, most frequent first. */
  actions: string;
  /** Seconds from healed until the last error of the window; 0 when none came after; null when no request succeeded after the last error. */
  recoverS: number | null;
}

/** What a user counts as an error: no answer, or a server-side failure. 4xx are the user's own (or a throttle) and are counted apart. */
export const isError = (s: Sample) => !s.ok && (typeof s.status === "string" || s.status >= 500);

function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([v, n]) => `${v} ×${n}`)
      .join(", ") || "none"
  );
}

/**
 * One row per fault, plus one for the steady load before the first. A fault's window runs from its start to the
 * next fault's start (or `endAt`); a request belongs to the window in which it started.
 */
export function faultRows(samples: Sample[], faults: FaultRecord[], startAt: number, endAt: number): FaultRow[] {
  const sorted = [...faults].sort((a, b) => a.start - b.start);
  const windows = [
    { fault: "none", label: "steady load before the first fault", start: startAt, healed: startAt, until: sorted[0]?.start ?? endAt },
    ...sorted.map((f, i) => ({ fault: f.name, label: f.label, start: f.start, healed: f.healed, until: sorted[i + 1]?.start ?? endAt })),
  ];
  return windows.map((w) => {
    const inWindow = samples.filter((s) => s.at >= w.start && s.at < w.until);
    const errors = inWindow.filter(isError);
    const lastErrorEnd = errors.reduce((m, s) => Math.max(m, s.at + s.ms), -Infinity);
    // Recovered once a request that started after the last error succeeded (in this window or a later one).
    const recovered = samples.some((s) => s.ok && s.at >= lastErrorEnd);
    let recoverS: number | null = 0;
    if (errors.length && lastErrorEnd > w.healed) recoverS = recovered ? (lastErrorEnd - w.healed) / 1000 : null;
    return {
      fault: w.fault,
      label: w.label,
      downS: (w.healed - w.start) / 1000,
      requests: inWindow.length,
      errors: errors.length,
      kinds: tally(errors.map((s) => String(s.status))),
      actions: tally(errors.map((s) => s.action)),
      recoverS,
    };
  });
}

export function faultTable(rows: FaultRow[]): string {
  const head = ["fault", "down (s)", "requests", "errors users saw", "by status", "by action", "time to recover (s)"];
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [
    line(head),
    line(head.map(() => "---")),
    ...rows.map((r) =>
      line([r.label, r.downS.toFixed(1), r.requests, r.errors, r.kinds, r.actions, r.recoverS === null ? "not recovered" : r.recoverS.toFixed(1)]),
    ),
  ].join("\n");
}
