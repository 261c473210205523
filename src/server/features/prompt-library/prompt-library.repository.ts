import { and, asc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { escapeLike, toIso } from "@/server/db/helpers";
import { promptLibrary } from "@/server/db/schema";
import type { PromptType } from "@/shared/content-types";
import { LIBRARY_MAX_ROWS, type LibraryPrompt } from "@/shared/contracts/prompt-library";

export type LibraryRow = typeof promptLibrary.$inferSelect;

export function toLibraryPrompt(row: LibraryRow): LibraryPrompt {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    type: row.type as PromptType,
    prompt_text: row.promptText,
    is_active: row.isActive,
    created_at: toIso(row.createdAt)!,
    updated_at: toIso(row.updatedAt)!,
  };
}

/** Curated rows (user_id null) only: the library is the same for everyone. */
const curated = isNull(promptLibrary.userId);

export function createPromptLibraryRepository(db: Db) {
  return {
    async list(f: { type?: PromptType; q?: string }): Promise<LibraryRow[]> {
      const where: (SQL | undefined)[] = [curated, eq(promptLibrary.isActive, true)];
      if (f.type) where.push(eq(promptLibrary.type, f.type));
      if (f.q) {
        const pattern = `%${escapeLike(f.q)}%`;
        where.push(or(ilike(promptLibrary.name, pattern), ilike(promptLibrary.description, pattern)));
      }
      return db
        .select()
        .from(promptLibrary)
        .where(and(...where))
        .orderBy(asc(promptLibrary.type), asc(promptLibrary.name))
        .limit(LIBRARY_MAX_ROWS);
    },

    async find(id: string): Promise<LibraryRow | undefined> {
      const [row] = await db.select().from(promptLibrary).where(and(eq(promptLibrary.id, id), curated)).limit(1);
      return row;
    },
  };
}
