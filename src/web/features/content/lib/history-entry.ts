import type { ContentType } from "@/shared/content-types";
import type { ApiBody } from "@/web/lib/api-client";
import type { PostRow } from "./post-row";

export type HistoryOperation = "generate" | "edit" | "alternative" | "adjust" | "expand" | "translate" | "repurpose";

/** A content_history row for a result of `row` (spec §3 metadata keys). */
export function historyEntry(args: {
  row: PostRow;
  content: string;
  originalContent: string;
  contentType: ContentType;
  operation: HistoryOperation;
  modelId: string | null;
  /** Names as chosen, so History shows "LinkedIn launch" and "GPT-4o mini" rather than ids. */
  promptName?: string | null;
  modelName?: string | null;
  timestamp: string;
  processingDetails?: Record<string, unknown>;
  /** The output language the content was written in. */
  language?: string;
  /** Extra metadata keys (repurpose: target, sourceHistoryId). */
  extra?: Record<string, string | number | boolean | null>;
}): ApiBody<"/api/history", "post"> {
  const { row } = args;
  const context = row.additionalContext.trim();
  return {
    content: args.content,
    content_type: args.contentType,
    original_content: args.originalContent || null,
    metadata: {
      promptId: row.selectedPromptId || null,
      promptName: args.promptName ?? null,
      modelId: args.modelId,
      modelName: args.modelName ?? null,
      timestamp: args.timestamp,
      hasAdditionalContext: context !== "",
      additionalContext: context,
      imageCount: row.contentType === "image" ? row.files.length : row.selectedImages.length,
      originalTextLength: args.originalContent.length,
      contentType: args.contentType,
      operation: args.operation,
      language: args.language ?? "en",
      ...args.extra,
      processingDetails: { rowType: row.contentType, ...args.processingDetails },
    },
  };
}
