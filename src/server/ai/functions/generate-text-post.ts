/** generate-text-post (spec §7): one piece of content from the user's text, in the chosen prompt style. */
import type { ContentResult } from "@/shared/contracts/functions";
import type { ContentType } from "@/shared/content-types";
import type { TextJob } from "./text-job";

export interface TextPostInput {
  textContent: string;
  promptText: string;
  additionalContext?: string;
  modelId?: string;
  /** The output language code; absent: the brand's, then English. */
  language?: string;
  contentType: ContentType;
}

export function textPostJob(input: TextPostInput): TextJob<ContentResult> {
  return {
    operation: "generate-text-post",
    kind: "text",
    modelRef: input.modelId,
    spec: { task: "post", contentType: input.contentType, template: input.promptText, additionalContext: input.additionalContext, language: input.language },
    material: input.textContent,
    toResult: (content) => ({ content }),
  };
}
