import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { promptLibrary } from "@/server/db/schema";
import { PROMPT_LIBRARY } from "./prompt-library";
import { seedAiModels } from "@/server/ai/model-catalog";

export type Seeder = (db: Db) => Promise<void>;

/** Curated library rows (user_id null) are kept in step with the shipped list, by name. */
export async function seedPromptLibrary(db: Db): Promise<void> {
  if (!PROMPT_LIBRARY.length) return;
  await db
    .insert(promptLibrary)
    .values(PROMPT_LIBRARY.map((p) => ({ name: p.name, description: p.description, type: p.type, promptText: p.prompt_text, isActive: true })))
    .onConflictDoUpdate({
      target: promptLibrary.name,
      targetWhere: sql`${promptLibrary.userId} is null`,
      set: { description: sql`excluded.description`, type: sql`excluded.type`, promptText: sql`excluded.prompt_text`, updatedAt: sql`now()` },
    });
}

/** Seeders run at every start; each is idempotent. Features add theirs here. */
export const seeders: Seeder[] = [seedAiModels, seedPromptLibrary];

export async function seedDatabase(db: Db): Promise<void> {
  for (const seed of seeders) await seed(db);
}
