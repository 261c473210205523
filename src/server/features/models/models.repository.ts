/** ai_models reads and the admin's changes. The catalogue is global (no user id): every user sees the same models. */
import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { aiModels } from "@/server/db/schema";
import type { ModelType } from "@/shared/contracts/models";

export type ModelRow = typeof aiModels.$inferSelect;
export type ModelInsert = typeof aiModels.$inferInsert;
export type ModelPatch = Partial<Pick<ModelInsert, "name" | "modelId" | "description" | "type" | "temperature" | "maxOutputTokens" | "isActive">>;

/** Serialises default changes across instances so the one-default index never sees two. */
const DEFAULT_LOCK_KEY = 724_115_101;

export function createModelsRepository(db: Db) {
  return {
    async list(filters: { type?: ModelType; active?: boolean }): Promise<ModelRow[]> {
      const where: SQL[] = [];
      if (filters.type) where.push(eq(aiModels.type, filters.type));
      if (filters.active !== undefined) where.push(eq(aiModels.isActive, filters.active));
      return db
        .select()
        .from(aiModels)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(aiModels.provider), asc(aiModels.name));
    },

    async find(id: string): Promise<ModelRow | undefined> {
      const [row] = await db.select().from(aiModels).where(eq(aiModels.id, id)).limit(1);
      return row;
    },

    async findDefault(): Promise<ModelRow | undefined> {
      const [row] = await db.select().from(aiModels).where(eq(aiModels.isDefault, true)).limit(1);
      return row;
    },

    async setActive(id: string, isActive: boolean, now: string): Promise<ModelRow | undefined> {
      const [row] = await db.update(aiModels).set({ isActive, updatedAt: now }).where(eq(aiModels.id, id)).returning();
      return row;
    },

    async findOnConnection(connectionId: string, modelId: string, exceptId?: string): Promise<ModelRow | undefined> {
      const where = [eq(aiModels.connectionId, connectionId), eq(aiModels.modelId, modelId)];
      if (exceptId) where.push(ne(aiModels.id, exceptId));
      const [row] = await db.select().from(aiModels).where(and(...where)).limit(1);
      return row;
    },

    async create(values: ModelInsert): Promise<ModelRow> {
      const [row] = await db.insert(aiModels).values(values).returning();
      return row;
    },

    async update(id: string, patch: ModelPatch, now: string): Promise<ModelRow | undefined> {
      const [row] = await db
        .update(aiModels)
        .set({ ...patch, updatedAt: now })
        .where(eq(aiModels.id, id))
        .returning();
      return row;
    },

    /** Never the default: the caller checked, and the condition keeps a concurrent default change safe. */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(aiModels).where(and(eq(aiModels.id, id), eq(aiModels.isDefault, false))).returning({ id: aiModels.id });
      return rows.length > 0;
    },

    /** Clears every default, then makes this model the (active) default, in one transaction. Answers the rows changed. */
    async setDefault(id: string, now: string): Promise<{ model: ModelRow; cleared: ModelRow[] } | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DEFAULT_LOCK_KEY})`);
        const [target] = await tx.select({ id: aiModels.id }).from(aiModels).where(eq(aiModels.id, id)).limit(1);
        if (!target) return undefined;
        const cleared = await tx
          .update(aiModels)
          .set({ isDefault: false, updatedAt: now })
          .where(and(eq(aiModels.isDefault, true), sql`${aiModels.id} <> ${id}`))
          .returning();
        const [model] = await tx.update(aiModels).set({ isDefault: true, isActive: true, updatedAt: now }).where(eq(aiModels.id, id)).returning();
        return { model, cleared };
      });
    },
  };
}
