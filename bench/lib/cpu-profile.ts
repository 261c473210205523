/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and answers where the busy CPU went inside a time window: self time by
 * package and by function, and inclusive time (the function and everything it called) by function.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { table } from "./results";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  /** µs of busy (non-idle) CPU sampled inside the window. */
  busyUs: number;
  byOwner: Map<string, number>;
  selfByFunction: Map<string, number>;
  inclusiveByFunction: Map<string, number>;
}

/** The profile clock is the monotonic clock every process shares (µs). */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Groups a file URL as the package (node_modules/<pkg>), node internals or our own source. */
export function owner(url: string): string {
  if (!url) return "(native / idle)";
  if (url.startsWith("node:")) return "node internals";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes("/dist/server/")) return "app (dist/server)";
  return path.basename(url);
}

const META = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

function frameKey(frame: ProfileNode["callFrame"]): string {
  return `${frame.functionName || "(anonymous)"} — ${owner(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
}

/** The single .cpuprofile a server wrote into `dir`, summarised over the samples taken between `from` and `to` (µs). */
export function summariseProfile(dir: string, window: { from: number; to: number }): ProfileSummary {
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("the server wrote no .cpuprofile");
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);

  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= window.from && at <= window.to) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });

  const summary: ProfileSummary = { file, busyUs: 0, byOwner: new Map(), selfByFunction: new Map(), inclusiveByFunction: new Map() };
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === "(idle)") continue;
    summary.busyUs += us;
    if (META.has(callFrame.functionName)) {
      add(summary.byOwner, callFrame.functionName, us);
      continue;
    }
    add(summary.byOwner, owner(callFrame.url), us);
    add(summary.selfByFunction, frameKey(callFrame), us);
    // Inclusive: every distinct frame on the stack (a recursive frame counts once per sample).
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)!.callFrame;
      if (META.has(frame.functionName)) continue;
      const key = frameKey(frame);
      if (!seen.has(key)) add(summary.inclusiveByFunction, key, us);
      seen.add(key);
    }
  }
  return summary;
}

const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);

/** The three tables of a profile (self by package, self by function, inclusive by function), per unit of work. */
export function profileTables(s: ProfileSummary, units: number, unit: string, sizes = { owners: 12, functions: 15, inclusive: 0 }): string {
  const share = (us: number) => `${((us / s.busyUs) * 100).toFixed(1)}%`;
  const per = (us: number) => (us / Math.max(1, units)).toFixed(1);
  const fn = (k: string) => k.replace(/\|/g, "\\|");
  const parts = [
    table(["where (self time)", "share of busy CPU", `µs per ${unit}`], top(s.byOwner, sizes.owners).map(([k, us]) => [k, share(us), per(us)])),
    table(["function — file:line", "share", `µs per ${unit}`], top(s.selfByFunction, sizes.functions).map(([k, us]) => [fn(k), share(us), per(us)])),
  ];
  if (sizes.inclusive) {
    // Node's own frames (the event loop, streams, sockets) sit above everything; the packages' and the app's
    // frames are the ones that say which code asked for the work.
    const asked = new Map([...s.inclusiveByFunction].filter(([k]) => !k.includes("— node internals") && !k.includes("— (native / idle)")));
    parts.push(
      table(["function — file:line (inclusive: itself and what it called; packages and app only)", "share", `µs per ${unit}`], top(asked, sizes.inclusive).map(([k, us]) => [fn(k), share(us), per(us)])),
    );
  }
  return parts.join("\n\n");
}
