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
      { userId: null, workspaceId: null, model: 'gpt-4o "mini", {x}', provider: "openai", operation: "generate-text-post", tokensIn: 12, tokensOut: 9, latencyMs: 840, outcome: "ok", errorCode: null },
      { userId: null, workspaceId: null, model: "llama3\\1", provider: "ollama", operation: "adjust-post", tokensIn: null, tokensOut: null, latencyMs: 31, outcome: "error", errorCode: "ai_timeout" },
    ];
    await createAiRepository(database).insertUsage(rows);
    await createAiRepository(database).insertUsage([]);
    const stored = await database.db.select().from(aiUsage).orderBy(desc(aiUsage.latencyMs));
    // Without a user there is no personal workspace to file the call in: it stays without one.
    expect(stored.map(({ id: _id, createdAt: _at, ...rest }) => rest)).toEqual(rows);
    expect(stored.every((r) => r.id && r.createdAt)).toBe(true);
  });

  it("records the workspace a call was for (issue 25)", async () => {
    const [{ id: user }] = (await database.executeSql("insert into users (email, password_hash) values ('usage-ws@example.com', 'x') returning id")).rows as { id: string }[];
    const [{ id: team }] = (await database.executeSql("insert into workspaces (name, kind) values ('Team', 'team') returning id")).rows as { id: string }[];
    const [{ id: personal }] = (await database.executeSql("select id from workspaces where personal_owner_id = $1", [user])).rows as { id: string }[];
    const base = { model: "m", provider: "openai", operation: "ws-check", tokensIn: 1, tokensOut: 1, latencyMs: 1, outcome: "ok" as const, errorCode: null };
    await createAiRepository(database).insertUsage([{ ...base, userId: user, workspaceId: team }, { ...base, userId: user }]);
    const rows = (await database.executeSql("select workspace_id from ai_usage where operation = 'ws-check' order by workspace_id = $1 desc", [team])).rows as { workspace_id: string }[];
    expect(rows.map((r) => r.workspace_id)).toEqual([team, personal]);
  });
});
