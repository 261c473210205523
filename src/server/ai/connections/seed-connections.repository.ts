/** The queries of seeding AI connections from the environment (seed-connections.ts decides what to write). */
import { and, eq, inArray, isNull, like, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { aiConnections, aiModels } from "@/server/db/schema";

type NewConnection = typeof aiConnections.$inferInsert;
type NewModel = typeof aiModels.$inferInsert;

const fromEnv = like(aiConnections.seedKey, "env:%");

export function createSeedConnectionsRepository(db: Db) {
  return {
    /** Answers whether it was inserted (another instance, or an earlier start, may hold the seed key). */
    async insertConnection(values: NewConnection): Promise<boolean> {
      const inserted = await db.insert(aiConnections).values(values).onConflictDoNothing().returning({ id: aiConnections.id });
      return inserted.length > 0;
    },

    async insertModels(values: NewModel[]): Promise<void> {
      if (values.length) await db.insert(aiModels).values(values).onConflictDoNothing();
    },

    async findBySeedKey(seedKey: string) {
      const [row] = await db.select().from(aiConnections).where(eq(aiConnections.seedKey, seedKey)).limit(1);
      return row;
    },

    /** New address or key from the environment: tested again before use. */
    async updateAddressAndKey(id: string, set: { baseUrl: string | null; apiKeySealed: string | null; apiKeyHint: string | null }): Promise<void> {
      await db
        .update(aiConnections)
        .set({ ...set, status: "untested", statusMessage: null, updatedAt: sql`now()` })
        .where(eq(aiConnections.id, id));
    },

    /** Environment connections whose seed key is not kept: they go, with their models except a default one. */
    async removeEnvConnectionsExcept(keepSeedKeys: string[]): Promise<void> {
      const goneWhere = keepSeedKeys.length ? and(fromEnv, notInArray(aiConnections.seedKey, keepSeedKeys)) : fromEnv;
      const gone = await db.select({ id: aiConnections.id }).from(aiConnections).where(goneWhere);
      if (!gone.length) return;
      const ids = gone.map((g) => g.id);
      await db.delete(aiModels).where(and(inArray(aiModels.connectionId, ids), eq(aiModels.isDefault, false)));
      await db.delete(aiConnections).where(inArray(aiConnections.id, ids));
    },

    listEnvConnections() {
      return db.select({ id: aiConnections.id, kind: aiConnections.kind }).from(aiConnections).where(fromEnv);
    },

    /** Models from before connections existed join their kind's connection, unless it has the same model already. */
    async adoptUnconnectedModels(connectionId: string, kind: string): Promise<void> {
      await db.execute(sql`
        update ai_models m set connection_id = ${connectionId}
        where m.connection_id is null and m.provider = ${kind}
          and not exists (select 1 from ai_models o where o.connection_id = ${connectionId} and o.model_id = m.model_id)`);
    },

    /** Models left without a connection go, except a default one (Settings and the badge still show it). */
    async deleteUnconnectedModels(): Promise<void> {
      await db.delete(aiModels).where(and(isNull(aiModels.connectionId), eq(aiModels.isDefault, false)));
    },
  };
}
