import type { Db } from "@/server/db/client";
import { PROMPT_LIBRARY } from "./prompt-library";
import { createSeedRepository } from "./seed.repository";

export type Seeder = (db: Db) => Promise<void>;

/** Curated library rows (user_id null) are kept in step with the shipped list, by name. */
export async function seedPromptLibrary(db: Db): Promise<void> {
  await createSeedRepository(db).upsertCuratedPrompts(PROMPT_LIBRARY.map((p) => ({ name: p.name, description: p.description, type: p.type, promptText: p.prompt_text })));
}
