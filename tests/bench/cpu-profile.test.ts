/** The profile tables' arithmetic: self and inclusive time, the sampling window, recursion counted once. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { owner, summariseProfile } from "../../bench/lib/cpu-profile";

const dir = mkdtempSync(path.join(tmpdir(), "cs-cpuprofile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const frame = (functionName: string, url = "") => ({ functionName, url, lineNumber: 0 });
const APP = "file:///srv/app/dist/server/index.js";
const ZOD = "file:///srv/app/node_modules/zod/v4/core/core.js";

describe("summariseProfile", () => {
  it("charges self time to the sampled frame and inclusive time once to every distinct frame above it", () => {
    // root → handler (app) → parse (zod) → parse (zod, recursive); root → (idle); root → (garbage collector)
    const nodes = [
      { id: 1, callFrame: frame("(root)"), children: [2, 5, 6] },
      { id: 2, callFrame: frame("handler", APP), children: [3] },
      { id: 3, callFrame: frame("parse", ZOD), children: [4] },
      { id: 4, callFrame: frame("parse", ZOD) },
      { id: 5, callFrame: frame("(idle)") },
      { id: 6, callFrame: frame("(garbage collector)") },
    ];
    // Times (µs from start 1000): a sample before the window, then handler 10, parse 20, nested parse 30, idle 40, gc 5.
    const samples = [4, 2, 3, 4, 5, 6];
    const timeDeltas = [50, 10, 20, 30, 40, 5];
    writeFileSync(path.join(dir, "x.cpuprofile"), JSON.stringify({ startTime: 1000, nodes, samples, timeDeltas }));
    const s = summariseProfile(dir, { from: 1051, to: 2000 });
    expect(s.busyUs).toBe(65);
    expect(Object.fromEntries(s.byOwner)).toEqual({ "app (dist/server)": 10, zod: 50, "(garbage collector)": 5 });
    expect(s.selfByFunction.get("parse — zod:1")).toBe(50);
    expect(s.inclusiveByFunction.get("handler — app (dist/server):1")).toBe(60);
    expect(s.inclusiveByFunction.get("parse — zod:1")).toBe(50);
  });

  it("names the owner of a frame by package, node internals or our build", () => {
    expect(owner("node:internal/streams/writable")).toBe("node internals");
    expect(owner("file:///x/node_modules/@ai-sdk/provider-utils/dist/index.mjs")).toBe("@ai-sdk/provider-utils");
    expect(owner(APP)).toBe("app (dist/server)");
    expect(owner("")).toBe("(native / idle)");
  });
});
