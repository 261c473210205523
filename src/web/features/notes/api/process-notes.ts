import { useMutation } from "@tanstack/react-query";
import { GENERATION } from "@/shared/constants";
import type { ProcessNotesBody } from "@/shared/contracts/functions";
import { api } from "@/web/lib/api-client";

interface ProcessNotesInput {
  notes: string;
  modelId: string | null;
  brandId: string | null;
}

/** POST /api/functions/process-notes; the answer is checked by parseTopics, so it stays unknown here. */
export const processNotes = ({ notes, modelId, brandId }: ProcessNotesInput) =>
  api.post<unknown>("/functions/process-notes", { notes, count: GENERATION.topicCount, modelId, brandId } satisfies ProcessNotesBody);

export const useProcessNotes = () => useMutation({ mutationFn: processNotes });
