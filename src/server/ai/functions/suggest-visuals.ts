/**
 * suggest-visuals (issue 27 point 1): three visual concepts for a draft, as structured output. The gateway asks once
 * more when an answer breaks the schema; a second miss is a clear 502. Every concept takes the aspect ratio of the
 * draft's platform whatever the model wrote, and the brand's rules apply to the texts people read (shows, why, alt).
 */
import { HttpError } from "@/server/lib/errors";
import type { ContentType } from "@/shared/content-types";
import type { Platform } from "@/shared/contracts/accounts";
import { PLATFORM_ASPECT, VISUAL_CONCEPTS, visualsAnswerSchema, type AspectRatio, type SuggestVisualsResult } from "@/shared/contracts/visuals";
import { messages } from "@/shared/messages";
import { objectIn } from "./headlines-seo";
import { generateStructured, ruled, type FunctionContext } from "./text-job";

export interface SuggestVisualsInput {
  textContent: string;
  platform?: Platform;
  modelId?: string;
  contentType: ContentType;
  language?: string;
}

/** The ratio for a platform; square when the draft has none. */
export const aspectFor = (platform: Platform | undefined): AspectRatio => (platform ? PLATFORM_ASPECT[platform] : "1:1");

export async function suggestVisuals(ctx: FunctionContext, input: SuggestVisualsInput): Promise<SuggestVisualsResult> {
  const aspect = aspectFor(input.platform);
  let answer;
  try {
    answer = await generateStructured(
      ctx,
      {
        operation: "suggest-visuals",
        kind: "text",
        modelRef: input.modelId,
        spec: { task: "visuals", contentType: input.contentType, count: VISUAL_CONCEPTS, aspect, language: input.language },
        material: input.textContent,
      },
      { schema: visualsAnswerSchema, schemaName: "visual_concepts", fallback: objectIn },
    );
  } catch (err) {
    if (err instanceof HttpError && err.code === "ai_invalid_response") throw new HttpError(502, "ai_invalid_concepts", messages.visuals.invalidConcepts);
    throw err;
  }
  return {
    concepts: answer.concepts.map((c) => ({
      shows: ruled(ctx, c.shows),
      why: ruled(ctx, c.why),
      prompt: c.prompt,
      aspectRatio: aspect,
      alt: ruled(ctx, c.alt),
    })),
  };
}
