import { IMAGES } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { analyzeImages, generateTextPost } from "../api/functions";
import { toDataUrl } from "../api/image-data";
import { withRetry } from "../lib/bulk-scheduler";
import { interruptRow } from "./row-runs";
import type { PostRow } from "../lib/post-row";
import type { GenerationContext } from "./use-generation-context";

const m = messages.generation;

/** Why a row cannot be generated, or null when it can (spec §5). */
export function generationBlocker(row: PostRow): string | null {
  if (row.contentType === "text" && row.textContent.trim() === "") return m.textRequired;
  if (row.contentType === "image" && row.files.length === 0) return messages.images.selectAtLeastOne;
  if (row.selectedPromptId === "") return m.selectPromptFirst;
  return null;
}

/**
 * Writes the row's post: text through generate-text-post, images through analyze-image (image-to-post). The text
 * streams into the row as it arrives; the result becomes the row's next version. The server records it in History
 * (a result the row already has as a version keeps its one item: the note names the row's versions).
 */
export async function produceRow(ctx: GenerationContext, row: PostRow, signal?: AbortSignal): Promise<void> {
  const promptText = await ctx.promptText(row.selectedPromptId);
  const modelId = ctx.modelIdFor(row);
  const common = {
    promptText,
    additionalContext: row.additionalContext,
    modelId,
    contentType: ctx.contentType,
    brandId: ctx.brandId(),
    language: ctx.language(),
    history: ctx.note(row, modelId),
  };
  const onText = (text: string) => ctx.dispatch({ type: "stream", id: row.id, text });
  if (row.contentType === "image") {
    const images = await Promise.all(row.files.slice(0, IMAGES.perRequest).map(toDataUrl));
    const result = await analyzeImages({ ...common, images, textContent: row.textContent }, onText, signal);
    ctx.dispatch({ type: "succeed", id: row.id, content: result.content, imageUrls: result.imageUrls, timestamp: ctx.now().toISOString(), made: ctx.made("generate") });
    ctx.saved(row.id, result.content, result.saved);
    return;
  }
  const { content, saved } = await generateTextPost({ ...common, textContent: row.textContent }, onText, signal);
  ctx.dispatch({ type: "succeed", id: row.id, content, timestamp: ctx.now().toISOString(), made: ctx.made("generate") });
  ctx.saved(row.id, content, saved);
}

/** The Generate Post / Analyze images button of one row. On failure the row stops loading; nothing else changes. */
export async function generateRow(ctx: GenerationContext, id: string): Promise<void> {
  const row = ctx.getRow(id);
  if (!row || row.isLoading) return;
  const blocker = generationBlocker(row);
  if (blocker === m.selectPromptFirst) {
    console.warn(blocker);
    return;
  }
  if (blocker) {
    toast.error(blocker);
    return;
  }
  ctx.dispatch({ type: "start", id });
  const signal = ctx.runs.begin(id, () => void generateRow(ctx, id));
  try {
    await withRetry(() => produceRow(ctx, row, signal), ctx.retry);
  } catch (err) {
    if (interruptRow(ctx, id, err, signal)) return;
    ctx.dispatch({ type: "fail", id });
    toast.error(row.contentType === "image" ? m.failedAnalyzeImages : m.failedTextPost, errorMessage(err));
  } finally {
    ctx.runs.end(id, signal);
  }
}
