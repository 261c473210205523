import { describe, expect, it } from "vitest";
import { dayKey, fromLocalInput, groupByDay, moveToDay, step, toLocalInput, visibleDays, visibleRange } from "./calendar";

describe("calendar days", () => {
  it("shows whole Monday-first weeks around a month", () => {
    const days = visibleDays("month", new Date(2026, 1, 14));
    expect(dayKey(days[0])).toBe("2026-01-26");
    expect(dayKey(days[days.length - 1])).toBe("2026-03-01");
    expect(days).toHaveLength(35);
  });

  it("shows one week and loads up to the midnight after it", () => {
    const days = visibleDays("week", new Date(2026, 10, 25));
    expect(days.map(dayKey)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
    const range = visibleRange("week", new Date(2026, 10, 25));
    expect(new Date(range.from)).toEqual(new Date(2026, 10, 23));
    expect(new Date(range.to)).toEqual(new Date(2026, 10, 30));
  });

  it("steps by a month or a week", () => {
    expect(dayKey(step("month", new Date(2026, 0, 31), 1))).toBe("2026-02-28");
    expect(dayKey(step("week", new Date(2026, 10, 25), -1))).toBe("2026-11-18");
  });
});

describe("times in the user's zone", () => {
  it("keeps the time of day when a post moves to another day", () => {
    const at = new Date(2026, 10, 25, 9, 30).toISOString();
    expect(moveToDay(at, "2026-11-28")).toBe(new Date(2026, 10, 28, 9, 30).toISOString());
  });

  it("round-trips a datetime-local value and refuses an incomplete one", () => {
    const iso = fromLocalInput("2026-12-01T14:05")!;
    expect(new Date(iso)).toEqual(new Date(2026, 11, 1, 14, 5));
    expect(toLocalInput(iso)).toBe("2026-12-01T14:05");
    expect(fromLocalInput("2026-12-01T")).toBeNull();
  });

  it("groups posts by their local day", () => {
    const posts = [{ scheduled_at: new Date(2026, 10, 25, 23, 59).toISOString() }, { scheduled_at: new Date(2026, 10, 26, 0, 1).toISOString() }];
    expect([...groupByDay(posts).keys()]).toEqual(["2026-11-25", "2026-11-26"]);
  });
});
