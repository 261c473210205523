/** The queries behind seeding the model catalogue (the catalogue itself, as data, is model-catalog.ts). */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { aiConnections, aiModels } from "@/server/db/schema";

export interface SystemConnectionSeed {
  seedKey: string;
  kind: "builtin" | "local";
  name: string;
}

export type NewCatalogModelRow = typeof aiModels.$inferInsert;

export function createModelCatalogRepository(db: Db) {
  return {
    /** The system connection with this seed key, created when missing; answers its id. */
    async ensureConnection(conn: SystemConnectionSeed): Promise<string> {
      await db
        .insert(aiConnections)
        .values({ kind: conn.kind, name: conn.name, managedBy: "system", seedKey: conn.seedKey, status: conn.kind === "builtin" ? "ok" : "untested" })
        .onConflictDoNothing();
      const [row] = await db.select({ id: aiConnections.id }).from(aiConnections).where(eq(aiConnections.seedKey, conn.seedKey)).limit(1);
      return row.id;
    },

    /** Built-in model rows from before connections existed move under the builtin connection. */
    async adoptUnconnectedBuiltinModels(builtinConnectionId: string): Promise<void> {
      await db.update(aiModels).set({ connectionId: builtinConnectionId }).where(and(eq(aiModels.provider, "builtin"), isNull(aiModels.connectionId)));
    },

    /** Inserts the rows; existing ones (same connection and model id) take the new name, type and description only. */
    async upsertDescriptions(rows: NewCatalogModelRow[]): Promise<void> {
      await db
        .insert(aiModels)
        .values(rows)
        .onConflictDoUpdate({
          target: [aiModels.connectionId, aiModels.modelId],
          set: { name: sql`excluded.name`, type: sql`excluded.type`, description: sql`excluded.description` },
        });
    },

    /** This model becomes the (active) default, only while no model is the default. */
    async makeDefaultIfNone(provider: string, modelId: string): Promise<void> {
      await db.execute(sql`
        update ai_models set is_default = true, is_active = true
        where provider = ${provider} and model_id = ${modelId}
          and not exists (select 1 from ai_models where is_default)`);
    },
  };
}
