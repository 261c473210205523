/**
 * A generation's History item, written by the server in the request that generated it (the web never posts a
 * generated result). The row's names and context come from the body's `history` note; everything else from the
 * request and the result. A failed write loses nothing: the answer still carries the text, with `history_error`
 * holding the entries the web can save by hand.
 */
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { createHistoryService, type HistoryValues } from "@/server/features/history/history.service";
import { CONTENT_TYPE_LABELS, type ContentType } from "@/shared/content-types";
import { recordActivity } from "@/server/features/activity/activity.service";
import type { RepurposeItem } from "@/shared/contracts/functions";
import type { GenerationNote, HistorySaveError } from "@/shared/contracts/generation-history";
import { messages } from "@/shared/messages";
import { REPURPOSE_TARGETS } from "@/shared/repurpose-targets";

type Note = Exclude<GenerationNote, null>;
export type GenerationOperation = "generate" | "alternative" | "adjust" | "expand" | "translate";

export interface Generated {
  content: string;
  originalContent: string;
  contentType: ContentType;
  operation: GenerationOperation;
  modelId: string | undefined;
  language: string | undefined;
  processingDetails?: Record<string, unknown>;
}

export interface Recording {
  ids: (string | null)[];
  error?: HistorySaveError;
}

/** The item of a content-page generation (spec §3 metadata keys, as the web wrote them before). */
export function generationEntry(g: Generated, note: Note | undefined, timestamp: string): HistoryValues {
  const context = note?.additionalContext?.trim() ?? "";
  return {
    content: g.content,
    contentType: g.contentType,
    originalContent: g.originalContent || null,
    metadata: {
      promptId: note?.promptId || null,
      promptName: note?.promptName ?? null,
      modelId: g.modelId ?? null,
      modelName: note?.modelName ?? null,
      timestamp,
      hasAdditionalContext: context !== "",
      additionalContext: context,
      imageCount: note?.imageCount ?? 0,
      originalTextLength: g.originalContent.length,
      contentType: g.contentType,
      operation: g.operation,
      language: g.language ?? "en",
      processingDetails: { rowType: note?.rowType ?? "text", ...g.processingDetails },
    },
  };
}

/** The item of one repurposed result, linked to the History item it came from. */
export function repurposeEntry(
  item: RepurposeItem,
  source: { text: string; historyId: string | null },
  language: string,
  modelId: string | undefined,
  timestamp: string,
): HistoryValues {
  const target = REPURPOSE_TARGETS[item.target];
  return {
    content: item.content,
    contentType: target.contentType,
    originalContent: source.text,
    metadata: {
      operation: "repurpose",
      target: item.target,
      targetLabel: target.label,
      language,
      sourceHistoryId: source.historyId,
      modelId: modelId ?? null,
      timestamp,
      contentType: target.contentType,
      count: Math.max(...item.parts.map((p) => p.count)),
      limit: item.max,
      overLimit: item.over,
      parts: item.parts.length,
    },
  };
}

export const historyTimestamp = (c: Context<AppEnv>) => c.get("deps").clock.now().toISOString();

export const historyService = (c: Context<AppEnv>) => createHistoryService(c.get("deps").database.db);

/** The workspace's webhooks hear generation.finished for each recorded item (its id names the event: once each). */
async function announceGenerations(c: Context<AppEnv>, recorded: { id: string; entry: HistoryValues }[]) {
  const webhooks = c.get("deps").services.webhooks;
  if (!webhooks) return;
  const workspaceId = c.get("workspace").id;
  for (const { id, entry } of recorded) {
    const operation = typeof entry.metadata.operation === "string" ? entry.metadata.operation : "generate";
    const modelId = typeof entry.metadata.modelId === "string" ? entry.metadata.modelId : null;
    await webhooks.emit(
      workspaceId,
      "generation.finished",
      { history_id: id, user_id: c.get("user").id, content_type: entry.contentType, operation, model_id: modelId, characters: entry.content.length },
      `msg_generation_${id}`,
    );
  }
}

/**
 * Writes the items (all or none). One result identical to a version the row already has (`versionIds`) is not
 * written again: its id is answered instead.
 */
export async function recordGenerations(c: Context<AppEnv>, entries: HistoryValues[], note?: Note): Promise<Recording> {
  const author = { userId: c.get("user").id, workspaceId: c.get("workspace").id };
  const service = historyService(c);
  try {
    if (entries.length === 1 && note?.versionIds?.length) {
      const same = await service.sameContent(author.workspaceId, note.versionIds, entries[0].content);
      if (same) return { ids: [same] };
    }
    const rows = await service.recordMany(author, entries, historyTimestamp(c));
    await announceGenerations(c, rows.map((row, i) => ({ id: row.id, entry: entries[i] })));
    if (rows.length > 0) {
      await recordActivity(c.get("deps"), {
        workspaceId: author.workspaceId,
        actorId: author.userId,
        verb: "generated",
        objectKind: "history",
        objectId: rows[0].id,
        summary: messages.activity.generated(CONTENT_TYPE_LABELS[entries[0].contentType] ?? entries[0].contentType),
      });
    }
    return { ids: rows.map((row) => row.id) };
  } catch (err) {
    c.get("log").warn({ err }, "a generation could not be saved to history");
    return {
      ids: entries.map(() => null),
      error: {
        code: "history_not_saved",
        message: messages.history.notSaved,
        entries: entries.map((e) => ({ content: e.content, content_type: e.contentType, original_content: e.originalContent, metadata: e.metadata })),
      },
    };
  }
}

/** One generation's item and the fields its answer carries. */
export async function recordOne(c: Context<AppEnv>, generated: Generated, note: Note | undefined) {
  const { ids, error } = await recordGenerations(c, [generationEntry(generated, note, historyTimestamp(c))], note);
  return { history_id: ids[0], ...(error ? { history_error: error } : {}) };
}
