import { describe, expect, it } from "vitest";
import { METRICS_SCHEDULE_SECONDS, collectionDue, nextCollection } from "./metrics-schedule";

const published = new Date("2026-03-02T09:00:00Z");
const after = (seconds: number) => new Date(published.getTime() + seconds * 1000);
const HOUR = 3600;
const DAY = 24 * HOUR;

describe("the metrics collection schedule", () => {
  it("thins out over 30 days: 1 h, 6 h, 1 d, 3 d, 7 d, 14 d, 30 d", () => {
    const due = METRICS_SCHEDULE_SECONDS.map((_, step) => collectionDue(published, step, HOUR));
    expect(due).toEqual([HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY].map(after));
    expect(collectionDue(published, 7, HOUR)).toBeNull();
  });

  it("takes the configured first delay for the first look only", () => {
    expect(collectionDue(published, 0, 1)).toEqual(after(1));
    expect(collectionDue(published, 1, 1)).toEqual(after(6 * HOUR));
  });

  it("walks the steps in order while on time, and stops after the 30th day", () => {
    let step = 0;
    const seen: number[] = [];
    for (;;) {
      const at = collectionDue(published, step, HOUR)!;
      const next = nextCollection(published, step, at, HOUR);
      if (!next) break;
      seen.push(next.step);
      step = next.step;
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("after a long outage goes to the latest step already due instead of a burst", () => {
    // Step 0 ran 4 days late: steps 1, 2 and 3 (3 d) are all due; one look now at step 3, then 7 d.
    expect(nextCollection(published, 0, after(4 * DAY), HOUR)).toEqual({ step: 3, at: after(3 * DAY) });
    expect(nextCollection(published, 3, after(4 * DAY), HOUR)).toEqual({ step: 4, at: after(7 * DAY) });
    expect(nextCollection(published, 0, after(40 * DAY), HOUR)).toEqual({ step: 6, at: after(30 * DAY) });
    expect(nextCollection(published, 6, after(40 * DAY), HOUR)).toBeNull();
  });
});
