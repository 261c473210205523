import type { Db } from "@/server/db/client";
import type { WorkspaceAuthor } from "@/server/db/memberships";
import { createPromptsRepository, toPrompt, type PromptRow, type PromptValues } from "./prompts.repository";

/** A prompt as the API answers it, for features that answer prompts they wrote through this service. */
export { toPrompt };

export type CreateUniqueResult = { status: "created"; prompt: PromptRow } | { status: "duplicate" };

/**
 * Writing a workspace's prompts, for every feature that does (My Prompts, the prompt library's "copy"): the prompts
 * table is written by the prompts repository only.
 */
export function createPromptsService(db: Db) {
  return {
    create(author: WorkspaceAuthor, values: PromptValues): Promise<PromptRow> {
      return createPromptsRepository(db).create(author, values);
    },

    /**
     * Creates the prompt unless the workspace already has one of that name (case-insensitively). A per-workspace
     * advisory lock makes the check and the insert one step, so two quick clicks cannot create the same prompt twice.
     */
    createUnlessNameTaken(author: WorkspaceAuthor, values: PromptValues): Promise<CreateUniqueResult> {
      return db.transaction(async (tx) => {
        const repo = createPromptsRepository(tx);
        await repo.lockNames(author.workspaceId);
        if (await repo.findByName(author.workspaceId, values.name)) return { status: "duplicate" } as const;
        return { status: "created", prompt: await repo.create(author, values) } as const;
      });
    },
  };
}
