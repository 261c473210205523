/** adjust-post (spec §7): the post revised by the user's adjustment notes. */
import type { ContentResult } from "@/shared/contracts/functions";
import type { ContentType } from "@/shared/content-types";
import type { TextJob } from "./text-job";

export interface AdjustPostInput {
  originalPost: string;
  adjustmentNotes: string;
  modelId?: string;
  /** The output language code; absent: the brand's, then English. */
  language?: string;
  contentType: ContentType;
}

export function adjustPostJob(input: AdjustPostInput): TextJob<ContentResult> {
  return {
    operation: "adjust-post",
    kind: "text",
    modelRef: input.modelId,
    spec: { task: "adjust", contentType: input.contentType, notes: input.adjustmentNotes, language: input.language },
    material: input.originalPost,
    toResult: (content) => ({ content }),
  };
}
