/**
 * generate-alternatives (spec §7): exactly `count` distinct, non-empty versions of the text. A model that answers
 * fewer is asked again for the rest (with a variation hint) a couple of times before the call fails.
 */
import type { AlternativesResult } from "@/shared/contracts/functions";
import type { ContentType } from "@/shared/content-types";
import { alternativesFallback, alternativesSchema, distinct } from "../parse-output";
import { invalidResponse } from "../upstream-errors";
import { generateStructured, ruled, type FunctionContext } from "./text-job";

export interface AlternativesInput {
  textContent: string;
  promptText?: string;
  additionalContext?: string;
  count: number;
  modelId?: string;
  /** The output language code; absent: the brand's, then English. */
  language?: string;
  contentType: ContentType;
}

const MAX_CALLS = 3;

export async function generateAlternatives(ctx: FunctionContext, input: AlternativesInput): Promise<AlternativesResult> {
  const model = await ctx.ai.resolve("text", input.modelId);
  // The source text itself does not count as an alternative.
  let found = distinct([input.textContent.trim()]);
  for (let call = 0; call < MAX_CALLS && found.length <= input.count; call++) {
    const wanted = input.count - (found.length - 1);
    const answer = await generateStructured(
      ctx,
      {
        operation: "generate-alternatives",
        kind: "text",
        spec: {
          task: "alternatives",
          contentType: input.contentType,
          template: input.promptText,
          additionalContext: input.additionalContext,
          count: wanted,
          variant: call,
          language: input.language,
        },
        material: input.textContent,
      },
      { schema: alternativesSchema, schemaName: "alternatives", fallback: alternativesFallback },
      model,
    );
    found = distinct([...found, ...answer.alternatives.map((a) => ruled(ctx, a)).filter(Boolean)]);
  }
  const alternatives = found.slice(1, input.count + 1);
  if (alternatives.length < input.count) throw invalidResponse();
  return { alternatives };
}
