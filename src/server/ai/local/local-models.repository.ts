/**
 * The ai_models rows of downloaded local models (provider `local`, model_id = catalogue id). The catalogue is
 * global like every ai_models row: no user id. Default changes take the same advisory lock as the models
 * routes, so the one-default index never sees two.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { aiModels } from "@/server/db/schema";
import { ensureSystemConnections } from "../model-catalog";
import { LOCAL_PROVIDER } from "./local-language-model";

export type ModelRow = typeof aiModels.$inferSelect;

const DEFAULT_LOCK_KEY = 724_115_101;

export interface Registration {
  model: ModelRow;
  /** Rows whose default flag was cleared because this model became the default. */
  cleared: ModelRow[];
  becameDefault: boolean;
}

export function createLocalModelsRepository(db: Db) {
  return {
    async rows(): Promise<ModelRow[]> {
      return db.select().from(aiModels).where(eq(aiModels.provider, LOCAL_PROVIDER));
    },

    /**
     * Adds (or reactivates) the model's text row. It becomes the default when the default is the built-in
     * template writer or there is none: the demo is the default only until a real model is ready.
     */
    async register(input: { modelId: string; name: string; description: string }, now: string): Promise<Registration> {
      const { local: connectionId } = await ensureSystemConnections(db);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DEFAULT_LOCK_KEY})`);
        const [model] = await tx
          .insert(aiModels)
          .values({ provider: LOCAL_PROVIDER, connectionId, modelId: input.modelId, name: input.name, description: input.description, type: "text", isActive: true, isDefault: false })
          .onConflictDoUpdate({
            target: [aiModels.connectionId, aiModels.modelId],
            set: { name: input.name, description: input.description, type: "text", isActive: true, updatedAt: now },
          })
          .returning();
        const [current] = await tx.select().from(aiModels).where(eq(aiModels.isDefault, true)).limit(1);
        if (current && current.provider !== "builtin") return { model, cleared: [], becameDefault: false };
        const cleared = current ? await tx.update(aiModels).set({ isDefault: false, updatedAt: now }).where(eq(aiModels.id, current.id)).returning() : [];
        const [made] = await tx.update(aiModels).set({ isDefault: true, updatedAt: now }).where(eq(aiModels.id, model.id)).returning();
        return { model: made, cleared, becameDefault: true };
      });
    },

    /** Deletes the row unless it is the default (checked in the same statement). Answers the deleted row. */
    async remove(modelId: string): Promise<ModelRow | undefined> {
      const [row] = await db
        .delete(aiModels)
        .where(and(eq(aiModels.provider, LOCAL_PROVIDER), eq(aiModels.modelId, modelId), eq(aiModels.isDefault, false)))
        .returning();
      return row;
    },
  };
}
