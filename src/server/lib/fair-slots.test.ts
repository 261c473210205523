import { describe, expect, it } from "vitest";
import { FairSlots, type Release, type SlotLimits } from "./fair-slots";

const limits: SlotLimits = { concurrency: 2, perUser: 1, maxQueued: 32, maxQueuedPerUser: 32 };

/** Fake readers: each request is granted a slot (recorded in order) and holds it until the test finishes it. */
function pool(slots = new FairSlots(), l = limits) {
  const started: string[] = [];
  const holding = new Map<string, Release>();
  const request = (user: string, id: string) => {
    const slot = slots.acquire(user, l);
    if (!slot) return false;
    void slot.then((release) => {
      started.push(id);
      holding.set(id, release);
    });
    return true;
  };
  const finish = async (id: string) => {
    holding.get(id)!();
    holding.delete(id);
    await settle();
  };
  return { slots, started, request, finish };
}

// Grants resolve promises: let them run before looking.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("readers shared fairly between users", () => {
  it("user B's one document starts at the next free slot, before user A's backlog of 20", async () => {
    const p = pool();
    for (let i = 1; i <= 20; i++) p.request("A", `A${i}`);
    await settle();
    // One reader each at most: A holds one, the second stays free for someone else.
    expect(p.started).toEqual(["A1"]);
    p.request("B", "B1");
    await settle();
    expect(p.started).toEqual(["A1", "B1"]);
    p.request("B", "B2");
    p.request("C", "C1");
    await p.finish("A1");
    // The freed slot: C has none and has never been served, A holds none either but was served already.
    expect(p.started).toEqual(["A1", "B1", "C1"]);
    await p.finish("B1");
    // A (served longer ago than B) goes before B's second document.
    expect(p.started).toEqual(["A1", "B1", "C1", "A2"]);
    await p.finish("C1");
    expect(p.started.at(-1)).toBe("B2");
    await p.finish("A2");
    expect(p.started.at(-1)).toBe("A3");
    expect(p.slots.stats()).toMatchObject({ running: 2, waiting: 17 });
  });

  it("turns go round: with one reader, A, B and C alternate whatever the order they queued in", async () => {
    const p = pool(new FairSlots(), { ...limits, concurrency: 1 });
    p.request("A", "A1");
    for (const id of ["A2", "A3", "A4"]) p.request("A", id);
    for (const id of ["B1", "B2"]) p.request("B", id);
    p.request("C", "C1");
    await settle();
    for (const id of ["A1", "B1", "C1", "A2", "B2", "A3"]) await p.finish(id);
    expect(p.started).toEqual(["A1", "B1", "C1", "A2", "B2", "A3", "A4"]);
  });

  it("a user alone may use every reader when the per-user cap allows it", async () => {
    const p = pool(new FairSlots(), { ...limits, perUser: 2 });
    for (const id of ["A1", "A2", "A3"]) p.request("A", id);
    await settle();
    expect(p.started).toEqual(["A1", "A2"]);
  });

  it("refuses (undefined) past the user's queue and past the whole queue", async () => {
    const small = { ...limits, concurrency: 1, maxQueued: 3, maxQueuedPerUser: 2 };
    const p = pool(new FairSlots(), small);
    expect(["A1", "A2", "A3", "A4"].map((id) => p.request("A", id))).toEqual([true, true, true, false]);
    expect(p.request("B", "B1")).toBe(true);
    expect(p.request("C", "C1")).toBe(false);
    await settle();
    expect(p.slots.stats()).toMatchObject({ running: 1, waiting: 3 });
  });
});
