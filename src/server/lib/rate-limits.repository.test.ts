import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { createTestDatabase } from "../../../tests/helpers/test-db";
import { createRateLimitsRepository } from "./rate-limits.repository";

describe("rate_limits take", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("answers every one of several first takes of a new key at once, and lets no more than the burst through", async () => {
    const repo = createRateLimitsRepository(database.db);
    const now = new Date().toISOString();
    const takes = await Promise.all(Array.from({ length: 8 }, () => repo.take("race:first", 5, 1 / 3600, now)));
    expect(takes.every((t) => t !== undefined && Number.isFinite(Number(t.tokens)))).toBe(true);
    // A race of first takes may let one extra through at most (the loser takes from the winner's row).
    const allowed = takes.filter((t) => t!.allowed).length;
    expect(allowed).toBeGreaterThanOrEqual(5);
    expect(allowed).toBeLessThanOrEqual(6);
    const after = await repo.take("race:first", 5, 1 / 3600, now);
    expect(after!.allowed).toBe(false);
  });
});
