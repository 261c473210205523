/**
 * How a generation reaches History: the server writes the item in the request that generated it and answers its
 * id. The web sends only what the server cannot know (the row's prompt and model names, its context) in `history`.
 */
import { z } from "zod";
import { LIMITS } from "../constants";
import { createHistoryBody } from "./history";

/** How many of a row's newest version ids a note carries (older versions are rarely regenerated word for word). */
export const NOTE_VERSION_IDS_MAX = 100;

/** The row a generation was made for, as History shows it (spec §3 metadata keys); every field optional. */
export const generationNoteSchema = z
  .object({
    promptId: z.string().max(200).nullish(),
    promptName: z.string().max(200).nullish(),
    modelName: z.string().max(200).nullish(),
    additionalContext: z.string().max(LIMITS.promptTextChars).nullish(),
    imageCount: z.number().int().min(0).max(100).optional(),
    rowType: z.enum(["text", "image"]).optional(),
    /** adjust-post: the adjustment is a translation (History shows the operation "translate"). */
    translation: z.boolean().optional(),
    /** expand-content: whether a generated post or the row's own text was expanded. */
    expandTarget: z.enum(["post", "text"]).optional(),
    /** The History item this text came from (repurpose from History); kept only when it is the caller's. */
    sourceHistoryId: z.string().uuid().nullish(),
    /** History ids of the versions the row already has: a result identical to one of them is not saved twice. */
    versionIds: z.array(z.string().uuid()).max(NOTE_VERSION_IDS_MAX).optional(),
  })
  .nullish()
  .transform((v) => v ?? undefined);
export type GenerationNote = z.input<typeof generationNoteSchema>;

/** A failed History write: the text is still answered; `entries` can be saved with POST /api/history. */
export const historySaveError = z.object({
  code: z.literal("history_not_saved"),
  message: z.string(),
  entries: z.array(createHistoryBody),
});
export type HistorySaveError = z.infer<typeof historySaveError>;

/** Added to the answer (and to the `done` event) of a generation that writes one History item. */
export const recordedFields = {
  history_id: z.string().nullable().describe("The History item written for this result (null when the save failed)"),
  history_error: historySaveError.optional(),
};
