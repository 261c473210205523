import { describe, expect, it, vi } from "vitest";
import type { UsageRecord } from "./ai.repository";
import { createUsageWriter } from "./usage-writer";

const row = (n: number): UsageRecord => ({ userId: null, workspaceId: null, model: `m${n}`, provider: "p", operation: "op", tokensIn: 1, tokensOut: 1, latencyMs: 1, outcome: "ok", errorCode: null });
const logger = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() } as never;

describe("the usage writer", () => {
  it("keeps the rows of a failed write and writes them once the database is back", async () => {
    const written: UsageRecord[] = [];
    let down = true;
    const writer = createUsageWriter(
      async (rows) => {
        if (down) throw new Error("connection refused");
        written.push(...rows);
      },
      logger,
      { firstMs: 5, maxMs: 20, maxPending: 100 },
    );
    writer.record(row(1));
    writer.record(row(2));
    await writer.drain();
    expect(written).toHaveLength(0);
    expect(writer.pending()).toBe(2);
    down = false;
    await vi.waitFor(() => expect(written.map((r) => r.model)).toEqual(["m1", "m2"]));
    expect(writer.pending()).toBe(0);
  });

  it("keeps at most maxPending rows while the database is down, dropping the oldest", async () => {
    const writer = createUsageWriter(async () => Promise.reject(new Error("down")), logger, { firstMs: 60_000, maxMs: 60_000, maxPending: 3 });
    for (let n = 1; n <= 5; n += 1) writer.record(row(n));
    await writer.drain();
    expect(writer.pending()).toBe(3);
  });
});
