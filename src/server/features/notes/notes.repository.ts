import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, toIso } from "@/server/db/helpers";
import { notes } from "@/server/db/schema";
import type { WorkspaceAuthor } from "@/server/db/memberships";
import type { Cursor } from "@/server/lib/pagination";
import type { Note } from "@/shared/contracts/notes";

type NoteRow = typeof notes.$inferSelect;

export function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    content: row.content,
    created_at: toIso(row.createdAt) ?? row.createdAt,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

export function createNotesRepository(db: Db) {
  const owned = (workspaceId: string, id: string) => and(eq(notes.workspaceId, workspaceId), eq(notes.id, id));

  return {
    async list(workspaceId: string, limit: number, cursor?: Cursor): Promise<NoteRow[]> {
      return db
        .select()
        .from(notes)
        .where(and(eq(notes.workspaceId, workspaceId), afterCursor(notes.createdAt, notes.id, cursor)))
        .orderBy(desc(notes.createdAt), desc(notes.id))
        .limit(limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<NoteRow | undefined> {
      const [row] = await db.select().from(notes).where(owned(workspaceId, id)).limit(1);
      return row;
    },

    /** A note of the workspace, written by `userId`. */
    async insert(scope: WorkspaceAuthor, input: { title: string; content: string }, now: string): Promise<NoteRow> {
      const [row] = await db.insert(notes).values({ ...input, userId: scope.userId, workspaceId: scope.workspaceId, createdAt: now, updatedAt: now }).returning();
      return row;
    },

    async update(workspaceId: string, id: string, input: { title?: string; content?: string }, now: string): Promise<NoteRow | undefined> {
      const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const [row] = await db.update(notes).set({ ...values, updatedAt: now }).where(owned(workspaceId, id)).returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db.delete(notes).where(owned(workspaceId, id)).returning({ id: notes.id });
      return rows.length > 0;
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
