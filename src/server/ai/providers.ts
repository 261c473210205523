/**
 * The AI providers this server can reach, built per connection at call time (DESIGN §8). Only the gateway calls
 * these. A connection's provider is built once and reused until the connection row changes (its settings), so
 * an admin's edit on any instance takes effect without a restart.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { ImageModelV3, LanguageModelV3 } from "@ai-sdk/provider";
import { createReplicate } from "@ai-sdk/replicate";
import { createGateway } from "ai";
import type { SecretBox } from "@/server/lib/secrets";
import { createBuiltinProvider } from "./builtin/index";
import { openConnection, type ConnectionRow, type OpenedConnection } from "./connections/connection-secrets";
import type { ResolvedModel } from "./model-resolver";
import { LocalRuntimeMissingError, ModelKindUnsupportedError, ProviderNotConfiguredError } from "./provider-errors";

type FetchFunction = typeof globalThis.fetch;

/** What the Replicate provider learned while answering one call (it does not report these itself). */
export interface ImageCallCapture {
  predictionId?: string;
  outputUrls: string[];
}

/** Builds the model of a local (in-process) runtime: the `local` connection's models. */
export type LocalModelFactory = (modelId: string) => LanguageModelV3;

export interface ProviderSet {
  languageModel(model: ResolvedModel): LanguageModelV3;
  imageModel(model: ResolvedModel, capture?: ImageCallCapture): ImageModelV3;
  /**
   * The local model runtime (node-llama-cpp), wired in by its module. Absent: models of the `local` connection
   * answer 'no local model runtime'.
   */
  local?: LocalModelFactory;
}

/** Ollama serves its OpenAI-compatible API under /v1. */
export function ollamaApiUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, "");
  return trimmed.endsWith("/v1") ? trimmed : `${trimmed}/v1`;
}

/**
 * Reads the Replicate prediction response on its way to the AI SDK so the caller gets the provider's image URLs
 * and prediction id (spec §7 generate-image answers `replicateUrl` and `predictionId`).
 */
function capturingFetch(base: FetchFunction, capture: ImageCallCapture): FetchFunction {
  return async (input, init) => {
    const res = await base(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (res.ok && /\/predictions$/.test(url)) {
      try {
        const body = (await res.clone().json()) as { id?: unknown; output?: unknown };
        if (typeof body.id === "string") capture.predictionId = body.id;
        const output = Array.isArray(body.output) ? body.output : [body.output];
        capture.outputUrls = output.filter((u): u is string => typeof u === "string");
      } catch {
        // Not JSON: the SDK reports the problem itself.
      }
    }
    return res;
  };
}

interface ConnectionProvider {
  languageModel(modelId: string): LanguageModelV3;
  imageModel(modelId: string, capture?: ImageCallCapture): ImageModelV3;
}

function compatible(conn: OpenedConnection, name: string, baseURL: string, fetch: FetchFunction | undefined) {
  return createOpenAICompatible({
    name,
    baseURL,
    apiKey: conn.apiKey,
    headers: conn.headers,
    includeUsage: true,
    supportsStructuredOutputs: conn.supportsStructuredOutputs,
    fetch,
  });
}

/** The AI SDK provider of one remote connection. */
export function buildConnectionProvider(conn: OpenedConnection, fetch?: FetchFunction): ConnectionProvider {
  const noImages = (): never => {
    throw new ModelKindUnsupportedError(conn.kind, "image");
  };
  switch (conn.kind) {
    case "openai": {
      const p = createOpenAI({ apiKey: conn.apiKey, baseURL: conn.baseUrl, headers: conn.headers, fetch });
      // .chat(): plain openai(id) would call the Responses API, which OpenAI-compatible servers lack.
      return { languageModel: (id) => p.chat(id), imageModel: (id) => p.image(id) };
    }
    case "anthropic": {
      const p = createAnthropic({ apiKey: conn.apiKey, baseURL: conn.baseUrl, headers: conn.headers, fetch });
      return { languageModel: (id) => p.languageModel(id), imageModel: noImages };
    }
    case "openrouter": {
      const p = compatible(conn, "openrouter", conn.baseUrl!, fetch);
      return { languageModel: (id) => p.chatModel(id), imageModel: noImages };
    }
    case "ollama": {
      const p = compatible(conn, "ollama", ollamaApiUrl(conn.baseUrl!), fetch);
      return { languageModel: (id) => p.chatModel(id), imageModel: noImages };
    }
    case "openai-compatible": {
      const p = compatible(conn, "openai-compatible", conn.baseUrl!, fetch);
      return { languageModel: (id) => p.chatModel(id), imageModel: (id) => p.imageModel(id) };
    }
    case "gateway": {
      const p = createGateway({ apiKey: conn.apiKey, fetch });
      return { languageModel: (id) => p.languageModel(id), imageModel: noImages };
    }
    case "replicate":
      return {
        languageModel: () => {
          throw new ModelKindUnsupportedError(conn.kind, "text");
        },
        // One provider per call when capturing: the capture belongs to this call only.
        imageModel: (id, capture) =>
          createReplicate({ apiToken: conn.apiKey, fetch: capture ? capturingFetch(fetch ?? globalThis.fetch, capture) : fetch }).image(id),
      };
    default:
      throw new ProviderNotConfiguredError(conn.kind);
  }
}

/** A connection's provider, the settings it was built from, and the language models made from it. */
interface CachedProvider {
  stamp: string;
  provider: ConnectionProvider;
  models: Map<string, LanguageModelV3>;
}

/** Model ids are admin-managed rows, so few; the bound only guards against a connection with very many. */
const MODELS_PER_CONNECTION = 500;

export interface ProviderSetOptions {
  secrets: SecretBox;
  fetch?: FetchFunction;
  local?: LocalModelFactory;
}

export function createProviderSet(options: ProviderSetOptions): ProviderSet {
  const builtin = createBuiltinProvider();
  const cache = new Map<string, CachedProvider>();

  function providerOf(row: ConnectionRow): CachedProvider {
    // Everything a provider is built from (sealed values change whenever they are set again).
    const stamp = JSON.stringify([row.updatedAt, row.kind, row.baseUrl, row.apiKeySealed, row.headersSealed, row.supportsStructuredOutputs]);
    const hit = cache.get(row.id);
    if (hit && hit.stamp === stamp) return hit;
    const entry: CachedProvider = { stamp, provider: buildConnectionProvider(openConnection(row, options.secrets), options.fetch), models: new Map() };
    cache.set(row.id, entry);
    return entry;
  }

  /**
   * A model instance is reused for every call to it: the AI SDK builds its response schemas in the model's
   * constructor (about 0.2 ms of zod per call otherwise), and a model keeps no per-call state.
   */
  function modelOf(entry: CachedProvider, modelId: string): LanguageModelV3 {
    let model = entry.models.get(modelId);
    if (!model) {
      if (entry.models.size >= MODELS_PER_CONNECTION) entry.models.clear();
      model = entry.provider.languageModel(modelId);
      entry.models.set(modelId, model);
    }
    return model;
  }

  function connectionOf(model: ResolvedModel): ConnectionRow {
    if (!model.connection) throw new ProviderNotConfiguredError(model.provider);
    return model.connection;
  }

  const set: ProviderSet = {
    local: options.local,
    languageModel(model) {
      if (model.provider === "builtin") return builtin.languageModel(model.modelId as Parameters<typeof builtin.languageModel>[0]);
      if (model.provider === "local") {
        if (!set.local) throw new LocalRuntimeMissingError();
        return set.local(model.modelId);
      }
      return modelOf(providerOf(connectionOf(model)), model.modelId);
    },
    imageModel(model, capture) {
      if (model.provider === "builtin") return builtin.imageModel(model.modelId as Parameters<typeof builtin.imageModel>[0]);
      if (model.provider === "local") throw new ModelKindUnsupportedError("local", "image");
      return providerOf(connectionOf(model)).provider.imageModel(model.modelId, capture);
    },
  };
  return set;
}
