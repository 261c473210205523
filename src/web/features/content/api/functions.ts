import { messages } from "@/shared/messages";
import { type ApiBody, type ApiData, client, stream as streamRoute, type StreamPath, unwrap } from "@/web/lib/api-client";

/**
 * The AI functions a content page calls (spec §7). Text results stream (`?stream=1`) into the row. The server writes
 * each result's History item itself and answers its id (`saved`); the page only links it to the row.
 */
type OnText = (accumulated: string) => void;

/** Why the server could not write a result's History item, with the entries it meant to write. */
export type HistorySaveError = NonNullable<ApiData<"/api/functions/adjust-post", "post">["history_error"]>;

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

const stream = <P extends StreamPath>(path: P, body: ApiBody<P, "post">, onText?: OnText, signal?: AbortSignal) =>
  streamRoute(path, body, { onDelta: (_piece, accumulated) => onText?.(accumulated), signal });

type Body<P extends StreamPath> = ApiBody<P, "post">;

export async function generateTextPost(
  body: Extract<Body<"/api/functions/generate-text-post">, { textContent: string }>,
  onText?: OnText,
  signal?: AbortSignal,
): Promise<Generated> {
  const result = await stream("/api/functions/generate-text-post", body, onText, signal);
  // The same route answers ideas for a cluster body; a text post has content.
  if (!("content" in result)) throw invalid();
  return { content: requireText(result.content), saved: savedOf(result) };
}

export async function analyzeImages(
  body: Body<"/api/functions/analyze-image">,
  onText?: OnText,
  signal?: AbortSignal,
): Promise<Generated & { imageUrls: string[] }> {
  const result = await stream("/api/functions/analyze-image", body, onText, signal);
  const imageUrls = Array.isArray(result?.imageUrls) ? result.imageUrls.filter((url) => typeof url === "string") : [];
  return { content: requireText(result?.content), imageUrls, saved: savedOf(result) };
}

export async function adjustPost(body: Body<"/api/functions/adjust-post">, onText?: OnText, signal?: AbortSignal): Promise<Generated> {
  const result = await stream("/api/functions/adjust-post", body, onText, signal);
  return { content: requireText(result?.content), saved: savedOf(result) };
}

export async function expandContent(body: Body<"/api/functions/expand-content">, onText?: OnText, signal?: AbortSignal): Promise<Generated> {
  const result = await stream("/api/functions/expand-content", body, onText, signal);
  return { content: requireText(result?.expandedContent), saved: savedOf(result) };
}

/** The non-blank alternatives, each with its History item; a failed save is reported once, on the first. */
export async function generateAlternatives(body: ApiBody<"/api/functions/generate-alternatives", "post">, signal?: AbortSignal): Promise<Generated[]> {
  const result = await unwrap(client.POST("/api/functions/generate-alternatives", { body, signal }));
  if (!Array.isArray(result?.alternatives)) throw invalid();
  const error = result.history_error;
  return result.alternatives
    .map((content, i) => ({ content, saved: { historyId: result.history_ids?.[i] ?? null, ...(error && i === 0 ? { error } : {}) } }))
    .filter((item) => typeof item.content === "string" && item.content.trim() !== "");
}

/** Ideas from a cluster; an answer without an ideas list is not an answer. */
export async function generateIdeas(body: ApiBody<"/api/functions/generate-with-clusters", "post">, signal?: AbortSignal): Promise<unknown[] | null> {
  const result = await unwrap(client.POST("/api/functions/generate-with-clusters", { body, signal }));
  return Array.isArray(result?.ideas) ? result.ideas : null;
}
