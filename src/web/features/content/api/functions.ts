import type {
  AdjustPostBody,
  AlternativesResult,
  AnalyzeImageBody,
  AnalyzeImageResult,
  ContentResult,
  ExpandContentBody,
  ExpandContentResult,
  GenerateAlternativesBody,
  GenerateIdeasBody,
  GenerateTextPostBody,
  IdeasResult,
} from "@/shared/contracts/functions";
import { messages } from "@/shared/messages";
import { api } from "@/web/lib/api-client";

/** The AI functions a content page calls (spec §7). Text results stream (`?stream=1`) into the row. */
type OnText = (accumulated: string) => void;

const invalid = () => new Error(messages.generation.invalidResponse);

/** A result's text must be there and non-blank ('Invalid response from AI service'). */
function requireText(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw invalid();
  return value;
}

const stream = <T>(name: string, body: unknown, onText?: OnText, signal?: AbortSignal) =>
  api.stream<T>(`/functions/${name}`, body, { onDelta: (_piece, accumulated) => onText?.(accumulated), signal });

export async function generateTextPost(body: GenerateTextPostBody, onText?: OnText, signal?: AbortSignal): Promise<string> {
  const result = await stream<ContentResult>("generate-text-post", body, onText, signal);
  return requireText(result?.content);
}

export async function analyzeImages(body: AnalyzeImageBody, onText?: OnText, signal?: AbortSignal): Promise<{ content: string; imageUrls: string[] }> {
  const result = await stream<AnalyzeImageResult>("analyze-image", body, onText, signal);
  const imageUrls = Array.isArray(result?.imageUrls) ? result.imageUrls.filter((url): url is string => typeof url === "string") : [];
  return { content: requireText(result?.content), imageUrls };
}

export async function adjustPost(body: AdjustPostBody, onText?: OnText): Promise<string> {
  return requireText((await stream<ContentResult>("adjust-post", body, onText))?.content);
}

export async function expandContent(body: ExpandContentBody, onText?: OnText): Promise<string> {
  return requireText((await stream<ExpandContentResult>("expand-content", body, onText))?.expandedContent);
}

export async function generateAlternatives(body: GenerateAlternativesBody): Promise<string[]> {
  const result = await api.post<AlternativesResult>("/functions/generate-alternatives", body);
  if (!Array.isArray(result?.alternatives)) throw invalid();
  return result.alternatives.filter((text): text is string => typeof text === "string" && text.trim() !== "");
}

/** Ideas from a cluster; an answer without an ideas list is not an answer. */
export async function generateIdeas(body: GenerateIdeasBody): Promise<unknown[] | null> {
  const result = await api.post<Partial<IdeasResult>>("/functions/generate-with-clusters", body);
  return Array.isArray(result?.ideas) ? result.ideas : null;
}
