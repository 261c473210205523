/** process-notes (spec §7): topics `{topic, details}` extracted from the user's notes. */
import type { ProcessNotesResult } from "@/shared/contracts/functions";
import { topicsFallback, topicsSchema } from "../parse-output";
import { invalidResponse } from "../upstream-errors";
import { generateStructured, ruled, type FunctionContext } from "./text-job";

export interface ProcessNotesInput {
  notes: string;
  count: number;
  modelId?: string;
  /** The output language code; absent: the brand's, then English. */
  language?: string;
}

export async function processNotes(ctx: FunctionContext, input: ProcessNotesInput): Promise<ProcessNotesResult> {
  const answer = await generateStructured(
    ctx,
    {
      operation: "process-notes",
      kind: "text",
      modelRef: input.modelId,
      spec: { task: "topics", contentType: "general", count: input.count, language: input.language },
      material: input.notes,
    },
    { schema: topicsSchema, schemaName: "topics", fallback: topicsFallback },
  );
  const seen = new Set<string>();
  const parsed = answer.topics.map((t) => ({ topic: ruled(ctx, t.topic), details: ruled(ctx, t.details) }));
  const topics = parsed.filter((t) => {
    const key = t.topic.toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (!topics.length) throw invalidResponse();
  return { topics: topics.slice(0, input.count) };
}
