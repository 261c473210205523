import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { aiUsage } from "@/server/db/schema";
import { createTestDatabase } from "../../../tests/helpers/test-db";
import { createAiRepository, type UsageRecord } from "./ai.repository";

describe("ai usage rows (one statement of column arrays)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("writes every row of a batch as given: nulls, quotes, commas and braces included", async () => {
    const rows: UsageRecord[] = [
      { userId: null, model: 'gpt-4o "mini", {x}', provider: "openai", operation: "generate-text-post", tokensIn: 12, tokensOut: 9, latencyMs: 840, outcome: "ok", errorCode: null },
      { userId: null, model: "llama3\\1", provider: "ollama", operation: "adjust-post", tokensIn: null, tokensOut: null, latencyMs: 31, outcome: "error", errorCode: "ai_timeout" },
    ];
    await createAiRepository(database).insertUsage(rows);
    await createAiRepository(database).insertUsage([]);
    const stored = await database.db.select().from(aiUsage).orderBy(desc(aiUsage.latencyMs));
    expect(stored.map(({ id: _id, createdAt: _at, workspaceId: _ws, ...rest }) => rest)).toEqual(rows);
    expect(stored.every((r) => r.id && r.createdAt)).toBe(true);
  });
});
