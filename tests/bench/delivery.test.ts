/** The draft latency benchmark's matching and figures: the p50/p99 it writes to results.md come from here. */
import { describe, expect, it } from "vitest";
import { createReceiptMatcher, deliveryStats, type SentChange, splitByWindow } from "../../bench/lib/delivery";

const change = (sentAt: number, receipts: [number, number][] = [], answeredAt = sentAt + 5): SentChange => ({ sentAt, answeredAt, receipts: new Map(receipts) });

describe("matching receipts to changes", () => {
  it("ties a draft event to the change of its id and version only, once per socket", () => {
    const m = createReceiptMatcher();
    const v2 = change(1000);
    const v3 = change(2000);
    m.expectVersion("d1", 2, v2);
    m.expectVersion("d1", 3, v3);
    m.versionReceived(1, "d1", 3, 2010);
    m.versionReceived(1, "d1", 2, 1020);
    m.versionReceived(2, "d1", 2, 1030);
    m.versionReceived(2, "d1", 2, 1040);
    m.versionReceived(1, "other", 2, 1050);
    expect([...v2.receipts]).toEqual([
      [1, 1020],
      [2, 1030],
    ]);
    expect([...v3.receipts]).toEqual([[1, 2010]]);
    expect(m.unmatched()).toBe(2);
  });

  it("ties the n-th generic event of a resource on a socket to the n-th change sent", () => {
    const m = createReceiptMatcher();
    const first = change(1000);
    const second = change(2000);
    m.expectNext("notes", "n1", first);
    m.expectNext("notes", "n1", second);
    m.nextReceived(7, "notes", "n1", 1015);
    m.nextReceived(8, "notes", "n1", 1016);
    m.nextReceived(7, "notes", "n1", 2025);
    m.nextReceived(7, "notes", "n1", 3000);
    expect([...first.receipts]).toEqual([
      [7, 1015],
      [8, 1016],
    ]);
    expect([...second.receipts]).toEqual([[7, 2025]]);
    expect(m.unmatched()).toBe(1);
  });
});

describe("delivery figures", () => {
  it("gives per-delivery percentiles, the last receiver per change, and the answer time", () => {
    // 100 changes, 2 receivers each: socket 1 after i+1 ms, socket 2 after 2(i+1) ms.
    const changes = Array.from({ length: 100 }, (_, i) =>
      change(
        10_000 * i,
        [
          [1, 10_000 * i + i + 1],
          [2, 10_000 * i + 2 * (i + 1)],
        ],
        10_000 * i + 3,
      ),
    );
    const s = deliveryStats(changes, [1, 2]);
    expect(s).toMatchObject({ changes: 100, delivered: 200, expected: 200, max: 200, answeredP50: 3 });
    // Latencies 1..100 and 2..200 (step 2): the 100th of 200 sorted is 67, the 198th is 196.
    expect(s.p50).toBe(67);
    expect(s.p99).toBe(196);
    // The last receiver of change i is socket 2, after 2(i+1) ms.
    expect(s.lastP50).toBe(100);
    expect(s.lastP99).toBe(198);
    // One instance's sockets alone.
    expect(deliveryStats(changes, [1])).toMatchObject({ delivered: 100, p50: 50, max: 100 });
  });

  it("counts a change some receiver missed as missed, never as its fastest receipt", () => {
    const changes = [change(0, [[1, 5]]), change(100, [[1, 104]])];
    const s = deliveryStats(changes, [1, 2]);
    expect(s).toMatchObject({ delivered: 2, expected: 4, p50: 4, lastP50: Infinity, lastP99: Infinity });
  });

  it("has no figure for no changes", () => {
    expect(Number.isNaN(deliveryStats([], [1]).p50)).toBe(true);
  });

  it("splits the changes sent around instants (heartbeats) from the rest", () => {
    const changes = [change(850), change(1000), change(1900), change(2000), change(5000)];
    const { inside, outside } = splitByWindow(changes, [1000], { beforeMs: 200, afterMs: 1000 });
    expect(inside.map((c) => c.sentAt)).toEqual([850, 1000, 1900]);
    expect(outside.map((c) => c.sentAt)).toEqual([2000, 5000]);
  });
});
