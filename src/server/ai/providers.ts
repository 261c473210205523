/**
 * The AI providers this server can reach, built from config (DESIGN §4, §8). Only the gateway calls these.
 * A provider is configured when its key (or, for local servers, its URL) is set; the built-in models always are.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { ImageModelV3, LanguageModelV3 } from "@ai-sdk/provider";
import { createReplicate } from "@ai-sdk/replicate";
import { createGateway } from "ai";
import type { Config } from "@/server/config";
import { AI_PROVIDERS, type AiProvider } from "@/shared/contracts/models";
import { createBuiltinProvider } from "./builtin/index";

type AiConfig = Config["ai"];
type FetchFunction = typeof globalThis.fetch;

const OPENROUTER_URL = "https://openrouter.ai/api/v1";

export function isKnownProvider(provider: string): provider is AiProvider {
  return (AI_PROVIDERS as readonly string[]).includes(provider);
}

export function isProviderConfigured(provider: string, ai: AiConfig): boolean {
  switch (provider) {
    case "builtin":
    case "local":
      return true;
    case "openai":
      return Boolean(ai.openaiApiKey);
    case "openrouter":
      return Boolean(ai.openrouterApiKey);
    case "anthropic":
      return Boolean(ai.anthropicApiKey);
    case "ollama":
      return Boolean(ai.ollamaBaseUrl);
    case "openai-compatible":
      return Boolean(ai.openaiCompatibleBaseUrl);
    case "replicate":
      return Boolean(ai.replicateApiToken);
    case "gateway":
      return Boolean(ai.gatewayApiKey);
    default:
      return false;
  }
}

/** Ollama serves its OpenAI-compatible API under /v1. */
function ollamaApiUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, "");
  return trimmed.endsWith("/v1") ? trimmed : `${trimmed}/v1`;
}

/** What the Replicate provider learned while answering one call (it does not report these itself). */
export interface ImageCallCapture {
  predictionId?: string;
  outputUrls: string[];
}

export interface ProviderSet {
  languageModel(provider: AiProvider, modelId: string): LanguageModelV3;
  imageModel(provider: AiProvider, modelId: string, capture?: ImageCallCapture): ImageModelV3;
}

export class ProviderNotConfiguredError extends Error {
  constructor(readonly provider: string) {
    super(`provider ${provider} is not configured`);
  }
}

export class ModelKindUnsupportedError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: "text" | "image",
  ) {
    super(`provider ${provider} has no ${kind} models`);
  }
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

/** Where `local` models come from: the embedded node-llama-cpp service (src/server/ai/local). */
export interface LocalModelSource {
  languageModel(modelId: string): LanguageModelV3;
}

export function createProviderSet(ai: AiConfig, options: { fetch?: FetchFunction; local?: LocalModelSource } = {}): ProviderSet {
  const fetch = options.fetch;
  const builtin = createBuiltinProvider();
  const lazy = <T>(make: () => T) => {
    let value: T | undefined;
    return () => (value ??= make());
  };
  const openai = lazy(() => createOpenAI({ apiKey: ai.openaiApiKey, baseURL: ai.openaiBaseUrl, fetch }));
  const openrouter = lazy(() =>
    createOpenAICompatible({ name: "openrouter", baseURL: OPENROUTER_URL, apiKey: ai.openrouterApiKey, includeUsage: true, fetch }),
  );
  const anthropic = lazy(() => createAnthropic({ apiKey: ai.anthropicApiKey, fetch }));
  const ollama = lazy(() => createOpenAICompatible({ name: "ollama", baseURL: ollamaApiUrl(ai.ollamaBaseUrl!), includeUsage: true, fetch }));
  const compatible = lazy(() =>
    createOpenAICompatible({ name: "openai-compatible", baseURL: ai.openaiCompatibleBaseUrl!, apiKey: ai.openaiCompatibleApiKey, includeUsage: true, fetch }),
  );
  const gateway = lazy(() => createGateway({ apiKey: ai.gatewayApiKey, fetch }));

  const ensure = (provider: AiProvider) => {
    if (!isProviderConfigured(provider, ai)) throw new ProviderNotConfiguredError(provider);
  };

  return {
    languageModel(provider, modelId) {
      ensure(provider);
      switch (provider) {
        case "builtin":
          return builtin.languageModel(modelId as Parameters<typeof builtin.languageModel>[0]);
        case "openai":
          // .chat(): plain openai(id) would call the Responses API, which OpenAI-compatible servers lack.
          return openai().chat(modelId);
        case "openrouter":
          return openrouter().chatModel(modelId);
        case "anthropic":
          return anthropic().languageModel(modelId);
        case "ollama":
          return ollama().chatModel(modelId);
        case "openai-compatible":
          return compatible().chatModel(modelId);
        case "gateway":
          return gateway().languageModel(modelId);
        case "local":
          if (!options.local) throw new ProviderNotConfiguredError(provider);
          return options.local.languageModel(modelId);
        default:
          throw new ModelKindUnsupportedError(provider, "text");
      }
    },
    imageModel(provider, modelId, capture) {
      ensure(provider);
      switch (provider) {
        case "builtin":
          return builtin.imageModel(modelId as Parameters<typeof builtin.imageModel>[0]);
        case "replicate": {
          // One provider per call when capturing: the capture belongs to this call only.
          const base = fetch ?? globalThis.fetch;
          return createReplicate({ apiToken: ai.replicateApiToken, fetch: capture ? capturingFetch(base, capture) : fetch }).image(modelId);
        }
        case "openai":
          return openai().image(modelId);
        case "openai-compatible":
          return compatible().imageModel(modelId);
        default:
          throw new ModelKindUnsupportedError(provider, "image");
      }
    },
  };
}
