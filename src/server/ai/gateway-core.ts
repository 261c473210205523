/** What every gateway call shares: the model instance, the call options, usage bookkeeping and failure mapping. */
import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Prompt, LanguageModelV3Usage } from "@ai-sdk/provider";
import type { HttpError } from "@/server/lib/errors";
import type { UsageRecord } from "./ai.repository";
import type { Deadline } from "./deadline";
import type { GatewayDeps, ImageInput, TextCall } from "./gateway-types";
import type { ResolvedModel } from "./model-resolver";
import { clientClosed, toUpstreamError } from "./upstream-errors";
import { createUsageWriter } from "./usage-writer";

export const tokens = (usage: LanguageModelV3Usage | undefined) => ({
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

interface CallIdentity {
  userId: string;
  operation: string;
  model: ResolvedModel;
  signal?: AbortSignal;
}

export function createGatewayCore(deps: GatewayDeps) {
  const usage = createUsageWriter((rows) => deps.repo.insertUsage(rows), deps.logger);
  const since = (started: number) => Math.round(performance.now() - started);

  return {
    deps,
    usage,
    languageModel(model: ResolvedModel): LanguageModelV3 {
      return deps.providers.languageModel(model.provider, model.modelId);
    },
    callOptions(call: TextCall, signal: AbortSignal): LanguageModelV3CallOptions {
      return {
        prompt: toPrompt(call.system, call.prompt, call.images),
        maxOutputTokens: call.maxOutputTokens,
        temperature: call.temperature,
        seed: call.model.provider === "builtin" ? deps.nextSeed() : undefined,
        abortSignal: signal,
      };
    },
    succeeded(call: CallIdentity, started: number, used: { tokensIn: number | null; tokensOut: number | null }) {
      const row: UsageRecord = {
        userId: call.userId,
        model: call.model.modelId,
        provider: call.model.provider,
        operation: call.operation,
        ...used,
        latencyMs: since(started),
        outcome: "ok",
        errorCode: null,
      };
      usage.record(row);
    },
    /** Records the failure and answers the HttpError to throw. */
    failed(call: CallIdentity, started: number, err: unknown, deadline: Deadline): HttpError {
      const clientGone = Boolean(call.signal?.aborted) && !deadline.timedOut;
      const mapped = clientGone ? clientClosed() : toUpstreamError(err, deadline.timedOut);
      if (mapped.code === "ai_error") deps.logger.warn({ err, operation: call.operation, provider: call.model.provider }, "AI call failed");
      usage.record({
        userId: call.userId,
        model: call.model.modelId,
        provider: call.model.provider,
        operation: call.operation,
        tokensIn: null,
        tokensOut: null,
        latencyMs: since(started),
        outcome: "error",
        errorCode: mapped.code,
      });
      return mapped;
    },
  };
}

export type GatewayCore = ReturnType<typeof createGatewayCore>;
