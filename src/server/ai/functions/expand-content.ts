/** expand-content (spec §7): the content grown to the chosen length (short 2-3, medium 4-5, long 6-8 sentences). */
import type { ExpandContentResult, ExpansionMode } from "@/shared/contracts/functions";
import type { ContentType } from "@/shared/content-types";
import type { TextJob } from "./text-job";

export interface ExpandContentInput {
  content: string;
  mode: ExpansionMode;
  modelId?: string;
  /** The output language code; absent: the brand's, then English. */
  language?: string;
  contentType: ContentType;
}

export function expandContentJob(input: ExpandContentInput): TextJob<ExpandContentResult> {
  return {
    operation: "expand-content",
    kind: "text",
    modelRef: input.modelId,
    spec: { task: "expand", contentType: input.contentType, mode: input.mode, language: input.language },
    material: input.content,
    toResult: (expandedContent) => ({ expandedContent }),
  };
}
