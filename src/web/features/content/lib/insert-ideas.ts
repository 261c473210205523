import { GENERATION } from "@/shared/constants";
import { isBlankRow, type PostRow, type RowInput } from "./post-row";
import type { RowsAction } from "./rows-reducer";

export interface IdeaInsertion {
  getRows: () => PostRow[];
  dispatch: (action: RowsAction) => void;
  /** "Create More": adds the page's batch of rows. */
  createMore: () => void;
  sleep: (ms: number) => Promise<void>;
  /** Chosen for a filled row that has none yet (the first prompt and model on offer). */
  promptId?: string;
  modelId?: string;
}

const blankCount = (rows: PostRow[]) => rows.filter(isBlankRow).length;

/**
 * Spec §4: "Create More" until enough empty rows exist (at most once per idea, 300 ms apart), then each idea goes
 * into the next empty row 50 ms apart, with the first prompt and model where the row has none. Returns how many
 * ideas found a row.
 */
export async function insertIdeas(ideas: readonly string[], io: IdeaInsertion): Promise<number> {
  for (let clicks = 0; blankCount(io.getRows()) < ideas.length && clicks < ideas.length; clicks += 1) {
    io.createMore();
    await io.sleep(GENERATION.createMoreWaitMs);
  }
  let inserted = 0;
  for (const idea of ideas) {
    if (blankCount(io.getRows()) === 0) break;
    const input: RowInput = { contentType: "text", textContent: idea, selectedPromptId: io.promptId, selectedModelId: io.modelId };
    io.dispatch({ type: "fillBlank", ids: [], inputs: [input] });
    inserted += 1;
    await io.sleep(GENERATION.insertGapMs);
  }
  return inserted;
}

/** The ideas worth inserting: non-blank strings, trimmed. */
export const usableIdeas = (ideas: readonly unknown[]) =>
  ideas.filter((idea): idea is string => typeof idea === "string" && idea.trim() !== "").map((idea) => idea.trim());
