/** The gateway's SQL: reading the model catalogue and its connections, writing ai_usage rows and connection status. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { aiConnections, aiModels, aiUsage } from "@/server/db/schema";
import type { ConnectionRow } from "./connections/connection-secrets";

export type ModelRow = typeof aiModels.$inferSelect;

export interface UsageRecord {
  userId: string | null;
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

export function createAiRepository(db: Db) {
  return {
    async allModels(): Promise<ModelRow[]> {
      return db.select().from(aiModels).orderBy(asc(aiModels.provider), asc(aiModels.name));
    },

    async allConnections(): Promise<ConnectionRow[]> {
      return db.select().from(aiConnections);
    },

    async insertUsage(records: UsageRecord[]): Promise<void> {
      if (records.length) await db.insert(aiUsage).values(records);
    },

    /** The status only: updated_at stays, so cached providers of this connection are kept. */
    async setConnectionStatus(id: string, status: "ok" | "failing", message: string | null, at: string): Promise<void> {
      await db.update(aiConnections).set({ status, statusMessage: message, statusAt: at }).where(eq(aiConnections.id, id));
    },
  } satisfies AiRepository & Record<string, unknown>;
}
