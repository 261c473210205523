import type { Db } from "@/server/db/client";
import { createPromptsRepository, toPrompt, type PromptRow, type PromptValues } from "./prompts.repository";

/** A prompt as the API answers it, for features that answer prompts they wrote through this service. */
export { toPrompt };

export type CreateUniqueResult = { status: "created"; prompt: PromptRow } | { status: "duplicate" };

/**
 * Writing a user's prompts, for every feature that does (My Prompts, the prompt library's "copy"): the prompts
 * table is written by the prompts repository only.
 */
export function createPromptsService(db: Db) {
  return {
    create(userId: string, values: PromptValues): Promise<PromptRow> {
      return createPromptsRepository(db).create(userId, values);
    },

    /**
     * Creates the prompt unless the user already has one of that name (case-insensitively). A per-user advisory
     * lock makes the check and the insert one step, so two quick clicks cannot create the same prompt twice.
     */
    createUnlessNameTaken(userId: string, values: PromptValues): Promise<CreateUniqueResult> {
      return db.transaction(async (tx) => {
        const repo = createPromptsRepository(tx);
        await repo.lockNames(userId);
        if (await repo.findByName(userId, values.name)) return { status: "duplicate" } as const;
        return { status: "created", prompt: await repo.create(userId, values) } as const;
      });
    },
  };
}
