/** The benchmark's judging and CPU accounting: the summary's statuses come from here, so they are tested. */
import { describe, expect, it } from "vitest";
import { cpuMeter, processTreeCpuMs } from "../../bench/lib/cpu";
import { judge, passes, readTargets } from "../../bench/lib/results";

describe("declared targets", () => {
  it("every check names a metric, an operator and a number", () => {
    const { targets, peers } = readTargets();
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) for (const c of t.checks) expect([c.metric.length > 0, ["<", "<=", ">=", ">", "=="].includes(c.op), Number.isFinite(c.value)]).toEqual([true, true, true]);
    for (const p of peers) expect(p.metric.length).toBeGreaterThan(0);
  });

  it("judges a figure against its declared check, at the boundary too", () => {
    expect(passes({ metric: "m", op: "<=", value: 1 }, 1)).toBe(true);
    expect(passes({ metric: "m", op: "<", value: 30 }, 30)).toBe(false);
    expect(passes({ metric: "m", op: ">=", value: 4000 }, 3999)).toBe(false);
    expect(judge({ "gateway.whole.overhead.p50": 0.9, "gateway.whole.overhead.p99": 4 })).toBe("met");
    expect(judge({ "gateway.whole.overhead.p50": 1.2, "gateway.whole.overhead.p99": 4 })).toBe("missed");
    expect(() => judge({ "no.such.metric": 1 })).toThrow(/no declared target/);
  });
});

describe("CPU counters", () => {
  it("charges busy work in this process to its counters", () => {
    const meter = cpuMeter({ self: process.pid }, {});
    const before = processTreeCpuMs(process.pid);
    // Work until the kernel has charged at least one clock tick to this process (a condition, not a duration).
    // (The tick may already have come between the two reads above: the work itself is not what is checked.)
    let x = 0;
    while (processTreeCpuMs(process.pid) <= before) for (let i = 0; i < 100_000; i++) x += Math.sqrt(x + i);
    expect(processTreeCpuMs(process.pid)).toBeGreaterThan(before);
    expect(meter.spentUs().self).toBeGreaterThan(0);
  });
});
