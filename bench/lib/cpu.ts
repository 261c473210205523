import { readdirSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces), see proc(5): state ppid ... utime(14) stime(15).
    const rest = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) };
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system, ms) the kernel has charged to a process and its live descendants (cluster workers):
 * the server's own counters, not the load generator's clock, so the figure holds on a machine whose cores are shared.
 */
export function processTreeCpuMs(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s) parents.set(Number(entry), s.ppid);
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) if (tree.has(ppid) && !tree.has(pid)) grew = tree.add(pid).size > 0;
  }
  let ticks = 0;
  for (const pid of tree) ticks += stat(pid)?.ticks ?? 0;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * A process tree's idle CPU rate (ms of CPU per ms of wall time; background timers such as queue polling), measured
 * over `ms` with no requests, so it can be taken out of the per-request figure.
 */
export async function idleCpuRate(pid: number, ms = 1000): Promise<number> {
  const before = processTreeCpuMs(pid);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  return (processTreeCpuMs(pid) - before) / (performance.now() - t0);
}

/** CPU counters of several process trees, read together; `spentUs` is each one's CPU since, less its idle rate. */
export function cpuMeter(pids: Record<string, number>, idle: Record<string, number>) {
  const t0 = performance.now();
  const start = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, processTreeCpuMs(pid)]));
  return {
    spentUs(): Record<string, number> {
      const elapsed = performance.now() - t0;
      return Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, Math.max(0, processTreeCpuMs(pid) - start[k] - (idle[k] ?? 0) * elapsed) * 1000]));
    },
  };
}

/**
 * Runs `work` and returns its result with the CPU time (µs) the process tree spent per unit of work, less `idleRate`
 * (from idleCpuRate, measured while nothing was in flight: right after a load run the server is still answering the
 * requests the load generator abandoned, so the rate is not measured between runs).
 */
export async function cpuPer<T>(pid: number, idleRate: number, work: () => Promise<T>, units: (result: T) => number): Promise<{ result: T; cpuUsPerUnit: number }> {
  const meter = cpuMeter({ p: pid }, { p: idleRate });
  const result = await work();
  return { result, cpuUsPerUnit: meter.spentUs().p / Math.max(1, units(result)) };
}
