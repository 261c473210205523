import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { promptLibrary } from "@/server/db/schema";

export interface CuratedPrompt {
  name: string;
  description: string;
  type: string;
  promptText: string;
}

/** The seed's one query: curated library rows (user_id null) kept in step with the shipped list, by name. */
export function createSeedRepository(db: Db) {
  return {
    async upsertCuratedPrompts(rows: CuratedPrompt[]): Promise<void> {
      if (!rows.length) return;
      await db
        .insert(promptLibrary)
        .values(rows.map((p) => ({ ...p, isActive: true })))
        .onConflictDoUpdate({
          target: promptLibrary.name,
          targetWhere: sql`${promptLibrary.userId} is null`,
          set: { description: sql`excluded.description`, type: sql`excluded.type`, promptText: sql`excluded.prompt_text`, updatedAt: sql`now()` },
        });
    },
  };
}
