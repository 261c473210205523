/**
 * ai_connections reads and the admin's changes. Connections are global (no user id): every signed-in user reads
 * the same list; only admins change it. Secrets arrive sealed: this file never sees a plain key.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { aiConnections, aiModels } from "@/server/db/schema";
import type { ConnectionRow } from "@/server/ai/connections/connection-secrets";

export type ConnectionInsert = typeof aiConnections.$inferInsert;
export type ConnectionPatch = Partial<Pick<ConnectionInsert, "name" | "baseUrl" | "apiKeySealed" | "apiKeyHint" | "headersSealed" | "headerNames" | "supportsStructuredOutputs">>;

export function createConnectionsRepository(db: Db) {
  return {
    /** System connections first, then by name; each with its number of models. */
    async list(): Promise<(ConnectionRow & { modelCount: number })[]> {
      const counts = db.select({ connectionId: aiModels.connectionId, n: count().as("n") }).from(aiModels).groupBy(aiModels.connectionId).as("counts");
      const rows = await db
        .select({ conn: aiConnections, n: counts.n })
        .from(aiConnections)
        .leftJoin(counts, eq(counts.connectionId, aiConnections.id))
        .orderBy(sql`case ${aiConnections.managedBy} when 'system' then 0 when 'env' then 1 else 2 end`, asc(sql`lower(${aiConnections.name})`));
      return rows.map((r) => ({ ...r.conn, modelCount: Number(r.n ?? 0) }));
    },

    async all(): Promise<ConnectionRow[]> {
      return db.select().from(aiConnections);
    },

    async find(id: string): Promise<ConnectionRow | undefined> {
      const [row] = await db.select().from(aiConnections).where(eq(aiConnections.id, id)).limit(1);
      return row;
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const where = exceptId
        ? and(sql`lower(${aiConnections.name}) = lower(${name})`, sql`${aiConnections.id} <> ${exceptId}`)
        : sql`lower(${aiConnections.name}) = lower(${name})`;
      const [row] = await db.select({ id: aiConnections.id }).from(aiConnections).where(where).limit(1);
      return Boolean(row);
    },

    async create(values: ConnectionInsert): Promise<ConnectionRow> {
      const [row] = await db.insert(aiConnections).values(values).returning();
      return row;
    },

    /** A change of settings: the status goes back to untested and cached providers are rebuilt (updated_at). */
    async update(id: string, patch: ConnectionPatch, now: string): Promise<ConnectionRow | undefined> {
      const [row] = await db
        .update(aiConnections)
        .set({ ...patch, status: "untested", statusMessage: null, statusAt: null, updatedAt: now })
        .where(eq(aiConnections.id, id))
        .returning();
      return row;
    },

    async setStatus(id: string, status: "ok" | "failing", message: string | null, now: string): Promise<ConnectionRow | undefined> {
      const [row] = await db.update(aiConnections).set({ status, statusMessage: message, statusAt: now }).where(eq(aiConnections.id, id)).returning();
      return row;
    },

    async defaultModelOf(connectionId: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: aiModels.id, name: aiModels.name })
        .from(aiModels)
        .where(and(eq(aiModels.connectionId, connectionId), eq(aiModels.isDefault, true)))
        .limit(1);
      return row;
    },

    /** Removes the connection and its models in one transaction; answers the removed model ids. */
    async remove(id: string): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const models = await tx.delete(aiModels).where(and(eq(aiModels.connectionId, id), eq(aiModels.isDefault, false))).returning({ id: aiModels.id });
        const [gone] = await tx.delete(aiConnections).where(eq(aiConnections.id, id)).returning({ id: aiConnections.id });
        return gone ? models.map((m) => m.id) : undefined;
      });
    },

    /** model_id → ai_models id of what was already added to this connection. */
    async addedModels(connectionId: string): Promise<Map<string, string>> {
      const rows = await db.select({ id: aiModels.id, modelId: aiModels.modelId }).from(aiModels).where(eq(aiModels.connectionId, connectionId));
      return new Map(rows.map((r) => [r.modelId, r.id]));
    },
  };
}
