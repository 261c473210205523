/** The gateway's SQL: reading the model catalogue and its connections, writing ai_usage rows and connection status. */
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { aiConnections, aiModels } from "@/server/db/schema";
import type { ConnectionRow } from "./connections/connection-secrets";

export type ModelRow = typeof aiModels.$inferSelect;

export interface UsageRecord {
  userId: string | null;
  /** Null: the database files it in the user's personal workspace (the fill_workspace_id trigger). */
  workspaceId?: string | null;
  model: string;
  provider: string;
  operation: string;
  tokensIn: number | null;
  tokensOut: number | null;
  latencyMs: number;
  outcome: "ok" | "error";
  errorCode: string | null;
}

export interface AiRepository {
  allModels(): Promise<ModelRow[]>;
  /** Absent in unit tests whose models need no connection. */
  allConnections?(): Promise<ConnectionRow[]>;
  insertUsage(records: UsageRecord[]): Promise<void>;
}

/**
 * One statement text for any number of rows (one array per column): no query building per batch, and the
 * database parses and plans the same text every time. Ids and created_at come from the column defaults.
 */
const INSERT_USAGE = `insert into ai_usage (user_id, model, provider, operation, tokens_in, tokens_out, latency_ms, outcome, error_code, workspace_id)
  select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[], $9::text[], $10::uuid[])`;

export function createAiRepository(database: Database) {
  const { db } = database;
  return {
    async allModels(): Promise<ModelRow[]> {
      return db.select().from(aiModels).orderBy(asc(aiModels.provider), asc(aiModels.name));
    },

    async allConnections(): Promise<ConnectionRow[]> {
      return db.select().from(aiConnections);
    },

    async insertUsage(records: UsageRecord[]): Promise<void> {
      if (!records.length) return;
      const column = <K extends keyof UsageRecord>(k: K) => records.map((r) => r[k]);
      await database.executeSql(INSERT_USAGE, [
        column("userId"),
        column("model"),
        column("provider"),
        column("operation"),
        column("tokensIn"),
        column("tokensOut"),
        column("latencyMs"),
        column("outcome"),
        column("errorCode"),
        records.map((r) => r.workspaceId ?? null),
      ]);
    },

    /** The status only: updated_at stays, so cached providers of this connection are kept. */
    async setConnectionStatus(id: string, status: "ok" | "failing", message: string | null, at: string): Promise<void> {
      await db.update(aiConnections).set({ status, statusMessage: message, statusAt: at }).where(eq(aiConnections.id, id));
    },
  } satisfies AiRepository & Record<string, unknown>;
}
