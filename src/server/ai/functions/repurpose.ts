/**
 * repurpose (issue 13): one text rewritten for several targets in one structured call. The answer must name
 * every requested target once with at least one part; a malformed answer is asked for once more (the gateway's
 * structured-output retry) before the call fails. Each part is counted as its platform counts and flagged when
 * over the target's limit.
 */
import { z } from "zod";
import type { RepurposeResult } from "@/shared/contracts/functions";
import type { LanguageCode } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { checkTarget, joinParts, type RepurposeTargetId } from "@/shared/repurpose-targets";
import { repurposeFallback } from "../parse-output";
import { generateStructured, outputLanguage, ruled, type FunctionContext } from "./text-job";

export interface RepurposeInput {
  text: string;
  targets: RepurposeTargetId[];
  language?: string;
  modelId?: string;
}

/** The answer's shape for these targets: each one present, once, with non-blank parts. */
export function repurposeSchema(targets: RepurposeTargetId[]) {
  const item = z.object({
    target: z.enum(targets as [RepurposeTargetId, ...RepurposeTargetId[]]),
    parts: z.array(z.string().trim().min(1)).min(1),
  });
  return z.object({ results: z.array(item) }).refine((answer) => targets.every((t) => answer.results.filter((r) => r.target === t).length === 1), {
    message: messages.repurpose.missingTargets,
  });
}

export async function repurposeContent(ctx: FunctionContext, input: RepurposeInput): Promise<RepurposeResult> {
  const answer = await generateStructured(
    ctx,
    {
      operation: "repurpose",
      kind: "text",
      modelRef: input.modelId,
      spec: { task: "repurpose", contentType: "general", targets: input.targets, language: input.language },
      material: input.text,
      maxOutputTokens: 4000,
    },
    { schema: repurposeSchema(input.targets), schemaName: "repurpose", fallback: repurposeFallback },
  );
  const results = input.targets.map((target) => {
    const found = answer.results.find((r) => r.target === target)!;
    const parts = found.parts.map((p) => ruled(ctx, p)).filter(Boolean);
    const check = checkTarget(target, parts);
    return { target, parts: check.parts, content: joinParts(parts), max: check.max, over: check.over };
  });
  return { language: outputLanguage(ctx, input.language) as LanguageCode, results };
}
