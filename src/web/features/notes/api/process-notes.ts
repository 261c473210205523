import { useMutation } from "@tanstack/react-query";
import { GENERATION } from "@/shared/constants";
import type { ProcessNotesBody } from "@/shared/contracts/functions";
import type { LanguageCode } from "@/shared/languages";
import { client, unwrap } from "@/web/lib/api-client";

interface ProcessNotesInput {
  notes: string;
  modelId: string | null;
  brandId: string | null;
  language?: LanguageCode;
  /** Stop aborts the request (the server then stops the model). */
  signal?: AbortSignal;
}

/** POST /api/functions/process-notes; parseTopics still checks each topic before it is shown. */
export const processNotes = ({ notes, modelId, brandId, language, signal }: ProcessNotesInput) =>
  unwrap(client.POST("/api/functions/process-notes", { body: { notes, count: GENERATION.topicCount, modelId, brandId, language } satisfies ProcessNotesBody, signal }));

export const useProcessNotes = () => useMutation({ mutationFn: processNotes });
