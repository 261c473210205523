/**
 * Lists a connection's models from the provider itself (OpenAI-style `/models`, Ollama's `/api/tags`,
 * Anthropic's and OpenRouter's lists). Admin-given URLs may point at loopback (Ollama, LM Studio): that is
 * intended. Every read has a deadline and a size cap, so a slow or huge answer cannot hold the server.
 */
import { createGateway } from "ai";
import type { ModelType } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { maskSecrets, type OpenedConnection } from "./connection-secrets";
import { upstreamReason } from "./upstream-reason";
import { readCappedStream } from "@/server/lib/node-request";

const m = messages.connections;

type FetchFunction = typeof globalThis.fetch;

export const DISCOVERY_TIMEOUT_MS = 10_000;
export const DISCOVERY_MAX_BYTES = 5 * 1024 * 1024;
const REPLICATE_URL = "https://api.replicate.com/v1";

export interface ProviderModel {
  model_id: string;
  name: string;
  type: ModelType;
  description: string | null;
}

/** The provider answered an error status (`status`), or could not be reached (`status` null). */
export class DiscoveryError extends Error {
  constructor(
    readonly status: number | null,
    readonly reason: string,
    readonly body?: string,
  ) {
    super(status === null ? `unreachable: ${reason}` : `status ${status}: ${reason}`);
  }
}

export interface DiscoveryOptions {
  fetch?: FetchFunction;
  timeoutMs?: number;
  maxBytes?: number;
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const read = await readCappedStream(res.body, maxBytes);
  if ("refused" in read) throw new DiscoveryError(res.status, m.listTooLarge(Math.round(maxBytes / 1024 / 1024)));
  return read.text;
}

async function getJson(conn: OpenedConnection, url: string, headers: Record<string, string>, options: DiscoveryOptions): Promise<unknown> {
  const fetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DISCOVERY_TIMEOUT_MS;
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "application/json", ...conn.headers, ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  } catch (err) {
    const cause = (err as { cause?: NodeJS.ErrnoException }).cause;
    const reason = (err as Error).name === "TimeoutError" ? m.noAnswerWithin(Math.round(timeoutMs / 1000)) : (cause?.code ? (messages.generation.networkReasons[cause.code] ?? messages.generation.networkUnknown(cause.code)) : (cause?.message ?? (err as Error).message));
    throw new DiscoveryError(null, maskSecrets(reason, conn));
  }
  const body = await readCapped(res, options.maxBytes ?? DISCOVERY_MAX_BYTES);
  if (!res.ok) throw new DiscoveryError(res.status, maskSecrets(upstreamReason(body), conn), maskSecrets(body, conn));
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new DiscoveryError(res.status, m.notJson, maskSecrets(body, conn));
  }
}

const NOT_CHAT = /embed|whisper|tts|moderation|transcribe|rerank|text-to-speech/i;
const IMAGE_MODEL = /dall-e|gpt-image|imagen|flux|stable-diffusion|sdxl|sd3|playground-v|ideogram|recraft/i;
const VISION_MODEL = /llava|vision|-vl\b|-vl-|moondream|bakllava/i;

export function guessType(id: string): ModelType {
  if (IMAGE_MODEL.test(id)) return "image";
  if (VISION_MODEL.test(id)) return "vision";
  return "text";
}

interface OpenAiModelEntry {
  id?: unknown;
  name?: unknown;
  description?: unknown;
  architecture?: { input_modalities?: unknown; output_modalities?: unknown };
}

function fromOpenAiList(value: unknown): ProviderModel[] {
  const data = (value as { data?: unknown })?.data;
  if (!Array.isArray(data)) throw new DiscoveryError(200, m.noModelListApi);
  const out: ProviderModel[] = [];
  for (const entry of data as OpenAiModelEntry[]) {
    if (typeof entry?.id !== "string" || NOT_CHAT.test(entry.id)) continue;
    const outputs = Array.isArray(entry.architecture?.output_modalities) ? (entry.architecture.output_modalities as string[]) : [];
    const type = outputs.includes("image") && !outputs.includes("text") ? "image" : guessType(entry.id);
    out.push({
      model_id: entry.id,
      name: typeof entry.name === "string" && entry.name ? entry.name : entry.id,
      type,
      description: typeof entry.description === "string" ? entry.description.slice(0, 300) : null,
    });
  }
  return out;
}

function fromOllamaTags(value: unknown): ProviderModel[] {
  const models = (value as { models?: unknown })?.models;
  if (!Array.isArray(models)) throw new DiscoveryError(200, m.noModelListOllama);
  const out: ProviderModel[] = [];
  for (const entry of models as { name?: unknown; model?: unknown; details?: { family?: unknown; parameter_size?: unknown } }[]) {
    const id = typeof entry?.model === "string" ? entry.model : typeof entry?.name === "string" ? entry.name : undefined;
    if (!id || NOT_CHAT.test(id)) continue;
    const details = [entry.details?.parameter_size, entry.details?.family].filter((d): d is string => typeof d === "string" && d !== "");
    out.push({ model_id: id, name: id.replace(/:latest$/, ""), type: guessType(id), description: details.length ? details.join(" ") : null });
  }
  return out;
}

function fromAnthropicList(value: unknown): ProviderModel[] {
  const data = (value as { data?: unknown })?.data;
  if (!Array.isArray(data)) throw new DiscoveryError(200, m.noModelList);
  return (data as { id?: unknown; display_name?: unknown }[])
    .filter((m): m is { id: string; display_name?: unknown } => typeof m?.id === "string")
    .map((m) => ({ model_id: m.id, name: typeof m.display_name === "string" ? m.display_name : m.id, type: "text" as const, description: null }));
}

/** Ollama's native API sits beside its OpenAI-compatible /v1. */
export const ollamaRoot = (base: string) => base.replace(/\/+$/, "").replace(/\/v1$/, "");

/** The provider's models, sorted by name. Replicate has no listing: it answers [] once the token is accepted. */
export async function discoverModels(conn: OpenedConnection, options: DiscoveryOptions = {}): Promise<ProviderModel[]> {
  const bearer: Record<string, string> = conn.apiKey ? { authorization: `Bearer ${conn.apiKey}` } : {};
  let models: ProviderModel[];
  switch (conn.kind) {
    case "openai":
    case "openrouter":
    case "openai-compatible":
      models = fromOpenAiList(await getJson(conn, `${conn.baseUrl}/models`, bearer, options));
      break;
    case "ollama":
      models = fromOllamaTags(await getJson(conn, `${ollamaRoot(conn.baseUrl!)}/api/tags`, bearer, options));
      break;
    case "anthropic":
      models = fromAnthropicList(
        await getJson(conn, `${conn.baseUrl}/models?limit=1000`, { "x-api-key": conn.apiKey ?? "", "anthropic-version": "2023-06-01" }, options),
      );
      break;
    case "replicate":
      await getJson(conn, `${REPLICATE_URL}/account`, bearer, options);
      return [];
    case "gateway": {
      try {
        const meta = await createGateway({ apiKey: conn.apiKey, fetch: options.fetch }).getAvailableModels();
        models = meta.models.map((m) => ({
          model_id: m.id,
          name: m.name,
          type: m.modelType === "image" ? ("image" as const) : ("text" as const),
          description: m.description ?? null,
        }));
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode ?? null;
        throw new DiscoveryError(status, maskSecrets((err as Error).message, conn));
      }
      break;
    }
    default:
      return [];
  }
  const seen = new Set<string>();
  return models.filter((m) => !seen.has(m.model_id) && seen.add(m.model_id)).sort((a, b) => a.name.localeCompare(b.name));
}
