/**
 * "Targets at a glance": judges the figures the benchmarks recorded (bench/figures.json) against the declared
 * targets (bench/targets.json), and lists the peer ratios. Runs last in `npm run bench`; nothing here is typed by hand.
 */
import { passes, readFigures, readTargets, table, writeSection } from "./lib/results";

const figures = readFigures();
const { targets, peers } = readTargets();
const fmt = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en") : Math.abs(n) >= 100 ? Math.round(n).toLocaleString("en") : n.toFixed(2));
const when = (keys: string[]) => {
  const seen = keys.map((k) => figures[k]).filter(Boolean);
  if (!seen.length) return "";
  const latest = seen.reduce((a, b) => (a.measuredAt > b.measuredAt ? a : b));
  return `${latest.measuredAt.slice(0, 16).replace("T", " ")} (load ${latest.load.split(", ")[0]})`;
};

const rows = targets.map((t) => {
  const measured = t.checks.filter((c) => figures[c.metric]);
  const figure = measured.map((c) => `${c.label ? `${c.label} ` : ""}${fmt(figures[c.metric].value)}${c.unit ? ` ${c.unit}` : ""}`).join(", ");
  const status = measured.length < t.checks.length ? "not measured" : t.checks.every((c) => passes(c, figures[c.metric].value)) ? "met" : "missed";
  return [t.name, figure || "—", status, when(t.checks.map((c) => c.metric))];
});
const peerRows = peers.map((p) => [p.name, figures[p.metric] ? `${figures[p.metric].value.toFixed(2)}${p.unit}` : "not measured", when([p.metric])]);
const met = rows.filter((r) => r[2] === "met").length;

const body = `${table(["target", "figure", "status", "measured (UTC, 1-min load)"], rows)}

${met} of ${rows.length} targets met. Targets are declared in bench/targets.json and judged by bench/summary.ts from the figures each benchmark recorded in bench/figures.json.

### Peers, same machine, same run

${table(["ratio", "value", "measured (UTC, 1-min load)"], peerRows)}

For req/s a ratio above 1 is better for us; for overhead, CPU time and wall time, below 1 is better. The machine's load average is recorded with each figure: with other work on the cores, p99 figures and req/s move with it, the CPU time per request much less.`;
console.log(body);
writeSection("Targets at a glance", body);
