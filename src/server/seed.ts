/**
 * What every start seeds (composition root): the seeders of the floors that own the data. db/seed holds the
 * database's own rows (the prompt library); the AI model catalogue is ai's (ai/model-catalog.ts). Listed here,
 * above both, so db/ imports nothing above it (issue 23).
 */
import { seedAiModels } from "./ai/model-catalog";
import type { Db } from "./db/client";
import { seedPromptLibrary, type Seeder } from "./db/seed";

/** Seeders run at every start; each is idempotent. Features add theirs here. */
export const seeders: Seeder[] = [seedAiModels, seedPromptLibrary];

export async function seedDatabase(db: Db): Promise<void> {
  for (const seed of seeders) await seed(db);
}
