import type {
  AdjustPostBody,
  AnalyzeImageBody,
  ExpandContentBody,
  GenerateAlternativesBody,
  GenerateIdeasBody,
  GenerateTextPostBody,
  IdeasResult,
  RecordedAlternativesResult,
  RecordedAnalyzeImageResult,
  RecordedContentResult,
  RecordedExpandContentResult,
} from "@/shared/contracts/functions";
import type { HistorySaveError } from "@/shared/contracts/generation-history";
import { messages } from "@/shared/messages";
import { api } from "@/web/lib/api-client";

/**
 * The AI functions a content page calls (spec §7). Text results stream (`?stream=1`) into the row. The server writes
 * each result's History item itself and answers its id (`saved`); the page only links it to the row.
 */
type OnText = (accumulated: string) => void;

/** Where the server put a result in History: its item id, or why it could not (the text is still there). */
export interface Saved {
  historyId: string | null;
  error?: HistorySaveError;
}
export interface Generated {
  content: string;
  saved: Saved;
}

const savedOf = (result: { history_id?: string | null; history_error?: HistorySaveError } | undefined): Saved => ({
  historyId: result?.history_id ?? null,
  ...(result?.history_error ? { error: result.history_error } : {}),
});

const invalid = () => new Error(messages.generation.invalidResponse);

/** A result's text must be there and non-blank ('Invalid response from AI service'). */
function requireText(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw invalid();
  return value;
}

const stream = <T>(name: string, body: unknown, onText?: OnText, signal?: AbortSignal) =>
  api.stream<T>(`/functions/${name}`, body, { onDelta: (_piece, accumulated) => onText?.(accumulated), signal });

export async function generateTextPost(body: GenerateTextPostBody, onText?: OnText, signal?: AbortSignal): Promise<Generated> {
  const result = await stream<RecordedContentResult>("generate-text-post", body, onText, signal);
  return { content: requireText(result?.content), saved: savedOf(result) };
}

export async function analyzeImages(body: AnalyzeImageBody, onText?: OnText, signal?: AbortSignal): Promise<Generated & { imageUrls: string[] }> {
  const result = await stream<RecordedAnalyzeImageResult>("analyze-image", body, onText, signal);
  const imageUrls = Array.isArray(result?.imageUrls) ? result.imageUrls.filter((url): url is string => typeof url === "string") : [];
  return { content: requireText(result?.content), imageUrls, saved: savedOf(result) };
}

export async function adjustPost(body: AdjustPostBody, onText?: OnText): Promise<Generated> {
  const result = await stream<RecordedContentResult>("adjust-post", body, onText);
  return { content: requireText(result?.content), saved: savedOf(result) };
}

export async function expandContent(body: ExpandContentBody, onText?: OnText): Promise<Generated> {
  const result = await stream<RecordedExpandContentResult>("expand-content", body, onText);
  return { content: requireText(result?.expandedContent), saved: savedOf(result) };
}

/** The non-blank alternatives, each with its History item; a failed save is reported once, on the first. */
export async function generateAlternatives(body: GenerateAlternativesBody): Promise<Generated[]> {
  const result = await api.post<RecordedAlternativesResult>("/functions/generate-alternatives", body);
  if (!Array.isArray(result?.alternatives)) throw invalid();
  const error = result.history_error;
  return result.alternatives
    .map((content, i) => ({ content, saved: { historyId: result.history_ids?.[i] ?? null, ...(error && i === 0 ? { error } : {}) } }))
    .filter((item) => typeof item.content === "string" && item.content.trim() !== "");
}

/** Ideas from a cluster; an answer without an ideas list is not an answer. */
export async function generateIdeas(body: GenerateIdeasBody): Promise<unknown[] | null> {
  const result = await api.post<Partial<IdeasResult>>("/functions/generate-with-clusters", body);
  return Array.isArray(result?.ideas) ? result.ideas : null;
}
