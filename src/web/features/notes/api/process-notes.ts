import { useMutation } from "@tanstack/react-query";
import { GENERATION } from "@/shared/constants";
import type { ProcessNotesBody } from "@/shared/contracts/functions";
import type { LanguageCode } from "@/shared/languages";
import { api } from "@/web/lib/api-client";

interface ProcessNotesInput {
  notes: string;
  modelId: string | null;
  brandId: string | null;
  language?: LanguageCode;
}

/** POST /api/functions/process-notes; the answer is checked by parseTopics, so it stays unknown here. */
export const processNotes = ({ notes, modelId, brandId, language }: ProcessNotesInput) =>
  api.post<unknown>("/functions/process-notes", { notes, count: GENERATION.topicCount, modelId, brandId, language } satisfies ProcessNotesBody);

export const useProcessNotes = () => useMutation({ mutationFn: processNotes });
