/**
 * The AI gateway (DESIGN §8): the only code that calls AI providers. Every call gets a deadline, retries with
 * backoff on 429/5xx, errors from the catalogue and one ai_usage row; callers take a per-user rate-limit token
 * (limit()) once per function call.
 */
import type { ImageModelV3, LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Prompt, LanguageModelV3StreamPart, LanguageModelV3Usage } from "@ai-sdk/provider";
import { generateImage } from "ai";
import type { Config } from "@/server/config";
import type { HttpError } from "@/server/lib/errors";
import { tooManyRequests } from "@/server/lib/errors";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import type { RateLimiter } from "@/server/lib/rate-limit";
import type { AiProvider } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { createAiRateLimit } from "./ai-rate-limit";
import type { AiRepository, UsageRecord } from "./ai.repository";
import { startDeadline, type Deadline } from "./deadline";
import { createModelCatalog, resolveModel, type CallKind, type ResolvedModel } from "./model-resolver";
import { isProviderConfigured, type ImageCallCapture, type ProviderSet } from "./providers";
import { withRetry, type RetryPolicy } from "./retry";
import { clientClosed, invalidResponse, toUpstreamError } from "./upstream-errors";
import { createUsageWriter } from "./usage-writer";

export interface ImageInput {
  data: Uint8Array;
  mediaType: string;
}

export interface TextCall {
  userId: string;
  /** The function name, recorded in ai_usage. */
  operation: string;
  model: ResolvedModel;
  system: string;
  prompt: string;
  images?: ImageInput[];
  maxOutputTokens?: number;
  temperature?: number;
  /** Aborts the call when the client goes away. */
  signal?: AbortSignal;
}

export interface TextOutcome {
  text: string;
  tokensIn: number | null;
  tokensOut: number | null;
}

export interface TextStream {
  /** Text pieces in order, the first one already received from the provider. */
  deltas: AsyncIterable<string>;
  /** The whole text once the stream ended; rejects with an HttpError if it failed midway. */
  done: Promise<TextOutcome>;
}

export interface ImageCall {
  userId: string;
  operation: string;
  model: ResolvedModel;
  prompt: string;
  count: number;
  width: number;
  height: number;
  providerOptions?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

export interface ImageOutcome {
  images: { bytes: Uint8Array; mediaType: string; providerUrl?: string }[];
  predictionId?: string;
}

export interface GatewayTimeouts {
  /** Whole call for text; between two pieces for a stream. */
  textMs: number;
  imageMs: number;
}

export interface GatewayDeps {
  ai: Config["ai"];
  repo: AiRepository;
  providers: ProviderSet;
  rateLimiter: RateLimiter;
  clock: Clock;
  logger: Logger;
  timeouts: GatewayTimeouts;
  retry: RetryPolicy;
  modelCacheMs: number;
}

const tokens = (usage: LanguageModelV3Usage | undefined) => ({
  tokensIn: usage?.inputTokens.total ?? null,
  tokensOut: usage?.outputTokens.total ?? null,
});

function toPrompt(system: string, prompt: string, images: ImageInput[] | undefined): LanguageModelV3Prompt {
  const files = (images ?? []).map((img) => ({ type: "file" as const, data: img.data, mediaType: img.mediaType }));
  const text = prompt ? [{ type: "text" as const, text: prompt }] : [];
  return [
    { role: "system", content: system },
    { role: "user", content: [...text, ...files] },
  ];
}

export function createGateway(deps: GatewayDeps) {
  const catalog = createModelCatalog(() => deps.repo.allModels(), deps.modelCacheMs);
  const usage = createUsageWriter((rows) => deps.repo.insertUsage(rows), deps.logger);
  const rateLimit = createAiRateLimit(deps.rateLimiter, deps.clock, deps.ai.rateLimitPerMinute);

  function record(entry: Omit<UsageRecord, "model" | "provider"> & { model: ResolvedModel }) {
    const { model, ...rest } = entry;
    usage.record({ ...rest, model: model.modelId, provider: model.provider });
  }

  function fail(call: { userId: string; operation: string; model: ResolvedModel; signal?: AbortSignal }, started: number, err: unknown, deadline: Deadline): HttpError {
    const clientGone = Boolean(call.signal?.aborted) && !deadline.timedOut;
    const mapped = clientGone ? clientClosed() : toUpstreamError(err, deadline.timedOut);
    if (mapped.status >= 500 && mapped.code === "ai_error") deps.logger.warn({ err, operation: call.operation, provider: call.model.provider }, "AI call failed");
    record({ userId: call.userId, model: call.model, operation: call.operation, tokensIn: null, tokensOut: null, latencyMs: Math.round(performance.now() - started), outcome: "error", errorCode: mapped.code });
    return mapped;
  }

  function languageModel(model: ResolvedModel): LanguageModelV3 {
    return deps.providers.languageModel(model.provider, model.modelId);
  }

  function callOptions(call: TextCall, signal: AbortSignal): LanguageModelV3CallOptions {
    return { prompt: toPrompt(call.system, call.prompt, call.images), maxOutputTokens: call.maxOutputTokens, temperature: call.temperature, abortSignal: signal };
  }

  async function generateText(call: TextCall): Promise<TextOutcome> {
    const started = performance.now();
    const deadline = startDeadline(deps.timeouts.textMs, call.signal);
    try {
      const lm = languageModel(call.model);
      const result = await withRetry(deps.retry, deadline.signal, () => lm.doGenerate(callOptions(call, deadline.signal)));
      const text = result.content
        .filter((part) => part.type === "text")
        .map((part) => part.text)
        .join("")
        .trim();
      if (!text) throw invalidResponse();
      const outcome = { text, ...tokens(result.usage) };
      record({ userId: call.userId, model: call.model, operation: call.operation, ...tokens(result.usage), latencyMs: Math.round(performance.now() - started), outcome: "ok", errorCode: null });
      return outcome;
    } catch (err) {
      throw fail(call, started, err, deadline);
    } finally {
      deadline.clear();
    }
  }

  async function streamText(call: TextCall): Promise<TextStream> {
    const started = performance.now();
    const deadline = startDeadline(deps.timeouts.textMs, call.signal);
    let reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart>;
    let text = "";
    let usage: LanguageModelV3Usage | undefined;
    let finished = false;

    /** The next text piece, or null at the end. Throws what the provider sent as an error part. */
    const next = async (): Promise<string | null> => {
      for (;;) {
        const { done, value } = await reader.read();
        deadline.reset();
        if (done) return null;
        if (value.type === "text-delta" && value.delta) return value.delta;
        if (value.type === "finish") usage = value.usage;
        if (value.type === "error") throw value.error;
      }
    };

    let first: string | null;
    try {
      const lm = languageModel(call.model);
      const { stream } = await withRetry(deps.retry, deadline.signal, () => lm.doStream(callOptions(call, deadline.signal)));
      reader = stream.getReader();
      first = await next();
      if (first === null) throw invalidResponse();
      text = first;
    } catch (err) {
      deadline.clear();
      throw fail(call, started, err, deadline);
    }

    let resolveDone!: (o: TextOutcome) => void;
    let rejectDone!: (e: HttpError) => void;
    const done = new Promise<TextOutcome>((resolve, reject) => {
      resolveDone = resolve;
      rejectDone = reject;
    });
    // Nobody may be listening when it fails (the deltas' consumer sees the same error).
    done.catch(() => {});

    async function* deltas(): AsyncGenerator<string> {
      try {
        yield first!;
        for (let piece = await next(); piece !== null; piece = await next()) {
          text += piece;
          yield piece;
        }
        if (!text.trim()) throw invalidResponse();
        finished = true;
        const outcome = { text: text.trim(), ...tokens(usage) };
        record({ userId: call.userId, model: call.model, operation: call.operation, ...tokens(usage), latencyMs: Math.round(performance.now() - started), outcome: "ok", errorCode: null });
        resolveDone(outcome);
      } catch (err) {
        finished = true;
        const mapped = fail(call, started, err, deadline);
        rejectDone(mapped);
        throw mapped;
      } finally {
        deadline.clear();
        if (!finished) {
          // The consumer stopped early (the client went away): stop the upstream too.
          await reader.cancel().catch(() => {});
          const closed = clientClosed();
          record({ userId: call.userId, model: call.model, operation: call.operation, tokensIn: null, tokensOut: null, latencyMs: Math.round(performance.now() - started), outcome: "error", errorCode: closed.code });
          rejectDone(closed);
        }
      }
    }

    return { deltas: deltas(), done };
  }

  async function generateImages(call: ImageCall): Promise<ImageOutcome> {
    const started = performance.now();
    const deadline = startDeadline(deps.timeouts.imageMs, call.signal);
    const capture: ImageCallCapture = { outputUrls: [] };
    try {
      const model: ImageModelV3 = deps.providers.imageModel(call.model.provider, call.model.modelId, capture);
      const providerOptions = call.providerOptions && call.model.provider === "replicate" ? { replicate: call.providerOptions } : undefined;
      const result = await withRetry(deps.retry, deadline.signal, () =>
        generateImage({ model, prompt: call.prompt, n: call.count, size: `${call.width}x${call.height}`, maxRetries: 0, abortSignal: deadline.signal, providerOptions }),
      );
      if (!result.images.length) throw invalidResponse();
      record({ userId: call.userId, model: call.model, operation: call.operation, tokensIn: null, tokensOut: null, latencyMs: Math.round(performance.now() - started), outcome: "ok", errorCode: null });
      return {
        images: result.images.map((img, i) => ({ bytes: img.uint8Array, mediaType: img.mediaType, providerUrl: capture.outputUrls[i] })),
        predictionId: capture.predictionId,
      };
    } catch (err) {
      throw fail(call, started, err, deadline);
    } finally {
      deadline.clear();
    }
  }

  return {
    kind: "gateway" as const,

    /** Takes one token from the caller's AI bucket or answers 429 with Retry-After. */
    async limit(userId: string): Promise<void> {
      const decision = await rateLimit.take(userId);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, messages.generation.aiRateLimited);
    },

    async resolve(kind: CallKind, ref?: string): Promise<ResolvedModel> {
      return resolveModel(await catalog.rows(), kind, ref, deps.ai);
    },

    isConfigured(provider: string): boolean {
      return isProviderConfigured(provider as AiProvider, deps.ai);
    },

    /** Model rows changed (an admin switched one): read them again on the next call. */
    invalidateModels(): void {
      catalog.invalidate();
    },

    generateText,
    streamText,
    generateImages,

    /** Writes the usage rows still queued. */
    drain: () => usage.drain(),
  };
}

export type Gateway = ReturnType<typeof createGateway>;
