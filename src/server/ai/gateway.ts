/**
 * The AI gateway (DESIGN §8): the only code that calls AI providers. Every call gets a deadline, retries with
 * backoff on 429/5xx, errors from the catalogue and one ai_usage row; callers take a per-user rate-limit token
 * (limit()) once per function call.
 */
import { tooManyRequests } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { createAiRateLimit } from "./ai-rate-limit";
import { startDeadline } from "./deadline";
import { createGatewayCore, tokens } from "./gateway-core";
import { generateImages } from "./gateway-image";
import { generateObject, type ObjectCall } from "./gateway-object";
import { streamText } from "./gateway-stream";
import type { GatewayDeps, ImageCall, TextCall, TextOutcome } from "./gateway-types";
import { createModelCatalog, resolveModel, type CallKind, type ResolvedModel } from "./model-resolver";
import { withRetry } from "./retry";
import { invalidResponse } from "./upstream-errors";

export type { ObjectCall, ObjectOutcome } from "./gateway-object";
export type { GatewayDeps, GatewayTimeouts, ImageCall, ImageInput, ImageOutcome, TextCall, TextOutcome, TextStream } from "./gateway-types";

export function createGateway(deps: GatewayDeps) {
  const core = createGatewayCore(deps);
  const catalog = createModelCatalog(async () => {
    const [models, connections] = await Promise.all([deps.repo.allModels(), deps.repo.allConnections?.() ?? Promise.resolve([])]);
    return { models, connections };
  }, deps.modelCacheMs);
  const rateLimit = createAiRateLimit(deps.rateLimiter, deps.clock, deps.ai.rateLimitPerMinute);

  /** Every model call passes the workspace's budget first (issue 25): at 100% it is refused before any upstream work. */
  const withinBudget = async (call: { userId: string; workspaceId?: string | null }) => deps.checkBudget?.(call.userId, call.workspaceId);

  async function generateText(call: TextCall): Promise<TextOutcome> {
    await withinBudget(call);
    const started = performance.now();
    const deadline = startDeadline(deps.timeouts.textMs, call.signal);
    try {
      const lm = core.languageModel(call.model);
      const result = await withRetry(deps.retry, deadline.signal, () => lm.doGenerate(core.callOptions(call, deadline.signal)));
      const text = result.content
        .filter((part) => part.type === "text")
        .map((part) => part.text)
        .join("")
        .trim();
      if (!text) throw invalidResponse();
      core.succeeded(call, started, tokens(result.usage));
      return { text, ...tokens(result.usage) };
    } catch (err) {
      throw core.failed(call, started, err, deadline);
    } finally {
      deadline.clear();
    }
  }

  return {
    kind: "gateway" as const,

    /** Takes one call from the user's AI allowance or answers 429 with Retry-After. */
    async limit(userId: string): Promise<void> {
      const decision = await rateLimit.take(userId);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, messages.generation.aiRateLimited);
    },

    async resolve(kind: CallKind, ref?: string): Promise<ResolvedModel> {
      return resolveModel(await catalog.rows(), kind, ref);
    },

    /** Model or connection rows changed (here or on another instance): read them again on the next call. */
    invalidateModels: (): void => catalog.invalidate(),

    generateText,
    streamText: async (call: TextCall) => {
      await withinBudget(call);
      return streamText(core, call);
    },
    /** JSON that matches a schema (structured output), or the fallback's reading for models without JSON mode. */
    generateObject: async <T>(call: ObjectCall<T>) => {
      await withinBudget(call);
      return generateObject(core, call);
    },
    generateImages: async (call: ImageCall) => {
      await withinBudget(call);
      return generateImages(core, call);
    },

    /** Writes the usage rows still queued. */
    drain: () => core.usage.drain(),
  };
}

export type Gateway = ReturnType<typeof createGateway>;
