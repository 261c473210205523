/** The gateway's SQL: reading the model catalogue and writing one ai_usage row per call. */
import { asc } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { aiModels, aiUsage } from "@/server/db/schema";

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

export function createAiRepository(db: Db) {
  return {
    async allModels(): Promise<ModelRow[]> {
      return db.select().from(aiModels).orderBy(asc(aiModels.provider), asc(aiModels.name));
    },

    async insertUsage(records: UsageRecord[]): Promise<void> {
      if (records.length) await db.insert(aiUsage).values(records);
    },
  };
}

export type AiRepository = ReturnType<typeof createAiRepository>;
