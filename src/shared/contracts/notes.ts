import { z } from "zod";
import { LIMITS } from "../constants";
import { messages } from "../messages";

const title = z
  .string()
  .max(LIMITS.nameChars)
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? messages.notes.untitled : v.trim()));
const content = z.string().max(LIMITS.noteChars).refine((v) => v.trim().length > 0, messages.notes.enterContentFirst);

export const createNoteBody = z.object({ title, content });
/** A PATCH leaves an absent title alone; a blank one becomes 'Untitled Note'. */
export const updateNoteBody = z.object({ title: title.optional(), content: content.optional() });
export type CreateNoteBody = z.input<typeof createNoteBody>;
export type UpdateNoteBody = z.input<typeof updateNoteBody>;

export const noteSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
