import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { drafts } from "@/server/db/schema";
import type { Draft, DraftData, DraftPage } from "@/shared/contracts/drafts";

type DraftRow = typeof drafts.$inferSelect;

export function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    page: row.page,
    position: row.position,
    data: row.data,
    version: row.version,
    created_by: row.createdBy,
    updated_by: row.updatedBy,
    created_at: toIso(row.createdAt) ?? row.createdAt,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

/** What an insert or a versioned update came to: done, refused for an older version (with the row as it is), or no row. */
export type DraftWrite = { kind: "written"; row: DraftRow } | { kind: "stale"; row: DraftRow } | { kind: "missing" } | { kind: "taken" };

/** Every query is scoped by the workspace: another workspace's draft is not found, as another user's row. */
export function createDraftsRepository(db: Db) {
  const inWorkspace = (workspaceId: string, id: string) => and(eq(drafts.workspaceId, workspaceId), eq(drafts.id, id));

  async function find(workspaceId: string, id: string): Promise<DraftRow | undefined> {
    const [row] = await db.select().from(drafts).where(inWorkspace(workspaceId, id)).limit(1);
    return row;
  }

  return {
    find,

    async list(workspaceId: string, page: DraftPage, limit: number): Promise<DraftRow[]> {
      return db
        .select()
        .from(drafts)
        .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.page, page)))
        .orderBy(asc(drafts.position), asc(drafts.createdAt), asc(drafts.id))
        .limit(limit);
    },

    async countOnPage(workspaceId: string, page: DraftPage): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(drafts)
        .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.page, page)));
      return row?.n ?? 0;
    },

    /** Inserts; an id already used answers the row when it is this workspace's (two tabs created it), else taken. */
    async insert(
      workspaceId: string,
      userId: string,
      input: { id?: string; page: DraftPage; position: number; data: DraftData },
      now: string,
    ): Promise<DraftWrite> {
      const [row] = await db
        .insert(drafts)
        .values({ ...input, workspaceId, createdBy: userId, updatedBy: userId, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: drafts.id })
        .returning();
      if (row) return { kind: "written", row };
      const existing = input.id ? await find(workspaceId, input.id) : undefined;
      return existing ? { kind: "stale", row: existing } : { kind: "taken" };
    },

    /** Applies a change made on `baseVersion` only if that is still the row's version (one statement, no race). */
    async update(
      workspaceId: string,
      userId: string,
      id: string,
      change: { baseVersion: number; data?: DraftData; position?: number },
      now: string,
    ): Promise<DraftWrite> {
      const [row] = await db
        .update(drafts)
        .set({
          ...(change.data !== undefined ? { data: change.data } : {}),
          ...(change.position !== undefined ? { position: change.position } : {}),
          version: sql`${drafts.version} + 1`,
          updatedBy: userId,
          updatedAt: now,
        })
        .where(and(inWorkspace(workspaceId, id), eq(drafts.version, change.baseVersion)))
        .returning();
      if (row) return { kind: "written", row };
      const current = await find(workspaceId, id);
      return current ? { kind: "stale", row: current } : { kind: "missing" };
    },

    async remove(workspaceId: string, id: string): Promise<DraftRow | undefined> {
      const [row] = await db.delete(drafts).where(inWorkspace(workspaceId, id)).returning();
      return row;
    },

    /**
     * Puts the named drafts of a page in the given order (positions 0, 1, 2...); answers the new positions, or null
     * when an id is not a draft of that page of this workspace (nothing changes then).
     */
    async reorder(workspaceId: string, page: DraftPage, ids: string[], now: string): Promise<Record<string, number> | null> {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: drafts.id })
          .from(drafts)
          .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.page, page), inArray(drafts.id, ids)));
        if (found.length !== new Set(ids).size) return null;
        const positions: Record<string, number> = {};
        for (const [index, id] of ids.entries()) {
          positions[id] = index;
          await tx.update(drafts).set({ position: index, updatedAt: now }).where(inWorkspace(workspaceId, id));
        }
        return positions;
      });
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
