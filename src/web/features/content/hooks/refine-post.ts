import { GENERATION } from "@/shared/constants";
import type { ExpansionMode } from "@/shared/contracts/functions";
import type { LanguageCode } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { adjustPost, expandContent, generateAlternatives } from "../api/functions";
import { withRetry } from "../lib/bulk-scheduler";
import { contentCopy } from "../copy";
import { currentPost, hasPost, newRowId } from "../lib/post-row";
import { interruptRow } from "./row-runs";
import type { GenerationContext } from "./use-generation-context";

const m = messages.generation;

/**
 * Generate Alternatives: `count` rows appear directly below the source, each loading, then filled with one
 * variation. If the call fails the placeholders go away and the page is as it was.
 */
export async function generateRowAlternatives(ctx: GenerationContext, id: string, count: number): Promise<void> {
  const row = ctx.getRow(id);
  if (!row) return;
  const source = row.textContent.trim() || currentPost(row).trim();
  if (!source) {
    console.warn(m.noContentForAlternatives);
    return;
  }
  const ids = Array.from({ length: count }, newRowId);
  ctx.dispatch({ type: "insertAlternatives", sourceId: id, ids });
  // Stop on any placeholder stops the one request that fills them all.
  const signal = ctx.runs.begin(ids, () => void generateRowAlternatives(ctx, id, count));
  try {
    const promptText = row.selectedPromptId ? await ctx.promptText(row.selectedPromptId) : undefined;
    const modelId = ctx.modelIdFor({ ...row, contentType: "text" });
    const { versionIds: _versions, ...history } = ctx.note(row, modelId);
    const alternatives = await withRetry(
      () =>
        generateAlternatives(
          {
            textContent: source,
            promptText,
            additionalContext: row.additionalContext,
            count,
            modelId,
            contentType: ctx.contentType,
            brandId: ctx.brandId(),
            language: ctx.language(),
            history,
          },
          signal,
        ),
      ctx.retry,
    );
    if (alternatives.length === 0) throw new Error(m.invalidResponse);
    ctx.dispatch({ type: "removeRows", ids: ids.slice(alternatives.length) });
    for (const [i, { content, saved }] of alternatives.slice(0, count).entries()) {
      ctx.dispatch({ type: "fillAlternative", id: ids[i], content, timestamp: ctx.now().toISOString() });
      ctx.saved(ids[i], content, saved);
      await ctx.retry.sleep(GENERATION.insertGapMs);
    }
  } catch (err) {
    ctx.dispatch({ type: "removeRows", ids });
    // Stopped: the placeholders go and the page is as it was; nothing failed.
    if (!signal.aborted) toast.error(m.failedContent, errorMessage(err));
  } finally {
    ctx.runs.end(ids, signal);
  }
}

/**
 * Adjust Post: the notes reshape the shown version; the result streams in and becomes the next version. Translate
 * is an adjustment written in another language (`translateTo`), kept as a version of the row the same way.
 */
export async function adjustRowPost(ctx: GenerationContext, id: string, notes: string, translateTo?: LanguageCode): Promise<void> {
  const row = ctx.getRow(id);
  const original = row ? currentPost(row) : "";
  if (!row || row.isLoading || notes.trim() === "") return;
  if (!original.trim()) {
    toast.error(m.enterContentFirst);
    return;
  }
  ctx.dispatch({ type: "start", id });
  const signal = ctx.runs.begin(id, () => void adjustRowPost(ctx, id, notes, translateTo));
  const modelId = ctx.modelIdFor({ ...row, contentType: "text" });
  try {
    const { content, saved } = await withRetry(
      () =>
        adjustPost(
          {
            originalPost: original,
            adjustmentNotes: notes,
            modelId,
            brandId: ctx.brandId(),
            language: translateTo ?? ctx.language(),
            contentType: ctx.contentType,
            history: { ...ctx.note(row, modelId), ...(translateTo ? { translation: true } : {}) },
          },
          (text) => ctx.dispatch({ type: "stream", id, text }),
          signal,
        ),
      ctx.retry,
    );
    ctx.dispatch({ type: "succeed", id, content, timestamp: ctx.now().toISOString(), made: ctx.made(translateTo ? "translate" : "adjust") });
    ctx.saved(id, content, saved);
  } catch (err) {
    if (interruptRow(ctx, id, err, signal)) return;
    ctx.dispatch({ type: "fail", id });
    // The built-in writer saying what it cannot do is an answer, not a failure to retry.
    if (err instanceof ApiError && err.code === "builtin_cannot") toast.info(err.message);
    else toast.error(m.failedAdjust, errorMessage(err));
  } finally {
    ctx.runs.end(id, signal);
  }
}

/**
 * Expand: a generated post grows into a new version; a row without a post has its own text expanded in place
 * (streamed into the text box), ready to generate from.
 */
export async function expandRow(ctx: GenerationContext, id: string, mode: ExpansionMode): Promise<void> {
  const row = ctx.getRow(id);
  if (!row || row.isLoading) return;
  const target: "post" | "text" = hasPost(row) ? "post" : "text";
  const original = target === "post" ? currentPost(row) : row.textContent;
  if (!original.trim()) {
    toast.error(m.enterContentFirst);
    return;
  }
  ctx.dispatch({ type: "start", id });
  const signal = ctx.runs.begin(id, () => void expandRow(ctx, id, mode));
  const onText = (text: string) => ctx.dispatch(target === "post" ? { type: "stream", id, text } : { type: "update", id, input: { textContent: text } });
  try {
    const modelId = ctx.modelIdFor({ ...row, contentType: "text" });
    const body = {
      content: original,
      mode,
      modelId,
      brandId: ctx.brandId(),
      language: ctx.language(),
      contentType: ctx.contentType,
      history: { ...ctx.note(row, modelId), expandTarget: target },
    };
    const { content, saved } = await withRetry(() => expandContent(body, onText, signal), ctx.retry);
    if (target === "post") ctx.dispatch({ type: "succeed", id, content, timestamp: ctx.now().toISOString(), made: ctx.made("expand") });
    else {
      ctx.dispatch({ type: "update", id, input: { textContent: content } });
      ctx.dispatch({ type: "idle", id });
    }
    ctx.saved(id, content, saved);
  } catch (err) {
    // The row's own text comes back whole; a post keeps what was written so far (stopped or broken off).
    if (target === "text") ctx.dispatch({ type: "update", id, input: { textContent: original } });
    else if (interruptRow(ctx, id, err, signal)) return;
    if (target === "text" && signal.aborted) ctx.dispatch({ type: "interrupt", id, note: contentCopy.row.stopped });
    else {
      ctx.dispatch({ type: "fail", id });
      toast.error(m.failedExpand, errorMessage(err));
    }
  } finally {
    ctx.runs.end(id, signal);
  }
}

/** Saves an edited post as a new version; unchanged text is not a version ('No changes to save'). */
/** `before`: the text the edit started from, when it is not the shown version's now (co-editing writes it in place). */
export function saveRowEdit(ctx: GenerationContext, id: string, text: string, before?: string): boolean {
  const row = ctx.getRow(id);
  if (!row) return false;
  const original = before ?? currentPost(row);
  if (text.trim() === original.trim()) {
    toast.info(m.noChanges);
    return false;
  }
  if (text.trim() === "") {
    toast.error(m.enterContentFirst);
    return false;
  }
  ctx.dispatch({ type: "succeed", id, content: text, timestamp: ctx.now().toISOString(), made: ctx.made("edit"), ...(before === undefined ? {} : { before }) });
  ctx.record({ row, content: text, originalContent: original, operation: "edit" });
  return true;
}
