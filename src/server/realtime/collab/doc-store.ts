/** The SQL of co-edited drafts: their stored Yjs updates, and writing the text back into the draft row. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { draftDocUpdates, drafts } from "@/server/db/schema";
import type { DraftData } from "@/shared/contracts/drafts";

const asBytes = (value: Uint8Array) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>));

export function createDocStore(db: Db) {
  const ofDraft = (workspaceId: string, draftId: string) => and(eq(draftDocUpdates.workspaceId, workspaceId), eq(draftDocUpdates.draftId, draftId));

  return {
    async updates(workspaceId: string, draftId: string): Promise<{ id: number; update: Uint8Array }[]> {
      const rows = await db
        .select({ id: draftDocUpdates.id, update: draftDocUpdates.update })
        .from(draftDocUpdates)
        .where(ofDraft(workspaceId, draftId))
        .orderBy(asc(draftDocUpdates.id));
      return rows.map((r) => ({ id: r.id, update: asBytes(r.update) }));
    },

    async update(id: number): Promise<Uint8Array | undefined> {
      const [row] = await db.select({ update: draftDocUpdates.update }).from(draftDocUpdates).where(eq(draftDocUpdates.id, id)).limit(1);
      return row && asBytes(row.update);
    },

    async hasUpdates(workspaceId: string, draftId: string): Promise<boolean> {
      const [row] = await db.select({ id: draftDocUpdates.id }).from(draftDocUpdates).where(ofDraft(workspaceId, draftId)).limit(1);
      return row !== undefined;
    },

    async append(workspaceId: string, draftId: string, update: Uint8Array): Promise<number> {
      const [row] = await db
        .insert(draftDocUpdates)
        .values({ workspaceId, draftId, update: Buffer.from(update) })
        .returning({ id: draftDocUpdates.id });
      return row.id;
    },

    /** Replaces the rows read with their merge; nothing when another instance compacted them meanwhile. */
    async compact(workspaceId: string, draftId: string, merge: (updates: Uint8Array[]) => Uint8Array): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.select({ id: draftDocUpdates.id, update: draftDocUpdates.update }).from(draftDocUpdates).where(ofDraft(workspaceId, draftId));
        if (rows.length < 2) return rows.length;
        const deleted = await tx
          .delete(draftDocUpdates)
          .where(
            inArray(
              draftDocUpdates.id,
              rows.map((r) => r.id),
            ),
          )
          .returning({ id: draftDocUpdates.id });
        if (deleted.length !== rows.length) throw new Error("compacted elsewhere");
        await tx.insert(draftDocUpdates).values({ workspaceId, draftId, update: Buffer.from(merge(rows.map((r) => asBytes(r.update)))) });
        return 1;
      });
    },

    async draft(workspaceId: string, draftId: string) {
      const [row] = await db
        .select()
        .from(drafts)
        .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.id, draftId)))
        .limit(1);
      return row;
    },

    /** Writes the text into the draft on its version (one version on); undefined when it changed meanwhile. */
    async writeText(workspaceId: string, draftId: string, version: number, data: DraftData, userId: string | null, now: string) {
      const [row] = await db
        .update(drafts)
        .set({ data, version: sql`${drafts.version} + 1`, updatedBy: userId, updatedAt: now })
        .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.id, draftId), eq(drafts.version, version)))
        .returning();
      return row;
    },
  };
}

export type DocStore = ReturnType<typeof createDocStore>;
