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

  it("answers every one of several first takes of a new key at once, and lets exactly the burst through", async () => {
    const repo = createRateLimitsRepository(database.db);
    const now = new Date().toISOString();
    const takes = await Promise.all(Array.from({ length: 8 }, () => repo.take("race:first", 5, 1 / 3600, now)));
    expect(takes.every((t) => t !== undefined && Number.isFinite(Number(t.tokens)))).toBe(true);
    expect(takes.filter((t) => t!.allowed)).toHaveLength(5);
    const after = await repo.take("race:first", 5, 1 / 3600, now);
    expect(after!.allowed).toBe(false);
  });

  it("loses no take when many requests share an existing bucket at once", async () => {
    const repo = createRateLimitsRepository(database.db);
    const now = new Date().toISOString();
    expect((await repo.take("race:existing", 5, 1 / 3600, now))!.allowed).toBe(true);
    const takes = await Promise.all(Array.from({ length: 20 }, () => repo.take("race:existing", 5, 1 / 3600, now)));
    expect(takes.filter((t) => t!.allowed)).toHaveLength(4);
  });
});
