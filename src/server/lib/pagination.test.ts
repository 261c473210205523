import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, toPage } from "./pagination";

describe("keyset cursors", () => {
  const row = { createdAt: "2026-11-22 10:00:00.123456+00", id: "0b6f2f7e-6a56-4c3e-9d59-4a4c1c1e2a10" };

  it("round-trips", () => {
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it("refuses a forged cursor with a 400", () => {
    expect(() => decodeCursor("bm90LWEtY3Vyc29y")).toThrowError(expect.objectContaining({ status: 400, code: "invalid_cursor" }));
  });

  it("pages limit+1 rows into data and a next cursor", () => {
    const rows = [row, { ...row, id: "1b6f2f7e-6a56-4c3e-9d59-4a4c1c1e2a10" }, { ...row, id: "2b6f2f7e-6a56-4c3e-9d59-4a4c1c1e2a10" }];
    const page = toPage(rows, 2, (r) => r.id);
    expect(page.data).toHaveLength(2);
    expect(decodeCursor(page.next_cursor!)?.id).toBe(rows[1].id);
    expect(toPage(rows.slice(0, 2), 2, (r) => r.id).next_cursor).toBeNull();
  });
});
