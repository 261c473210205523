/** What every gateway call shares: the model instance, the call options, usage bookkeeping and failure mapping. */
import { APICallError, type LanguageModelV3, type LanguageModelV3CallOptions, type LanguageModelV3Prompt, type LanguageModelV3Usage } from "@ai-sdk/provider";
import type { HttpError } from "@/server/lib/errors";
import type { UsageRecord } from "./ai.repository";
import { maskSecrets, openConnection } from "./connections/connection-secrets";
import { loggableBody } from "./connections/upstream-reason";
import type { Deadline } from "./deadline";
import type { GatewayDeps, ImageInput, TextCall } from "./gateway-types";
import type { ResolvedModel } from "./model-resolver";
import { clientClosed, toUpstreamError, type UpstreamContext } from "./upstream-errors";
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
  workspaceId?: string | null;
  operation: string;
  model: ResolvedModel;
  signal?: AbortSignal;
}

/** The smaller of two optional limits. */
const ceiling = (a: number | undefined, b: number | null | undefined) => (b == null ? a : a === undefined ? b : Math.min(a, b));

export function createGatewayCore(deps: GatewayDeps) {
  const writer = createUsageWriter((rows) => deps.repo.insertUsage(rows), deps.logger);
  const usage = {
    record(row: UsageRecord) {
      writer.record(row);
      deps.onUsage?.(row);
    },
    drain: writer.drain,
  };
  const since = (started: number) => Math.round(performance.now() - started);

  /** Names the connection in messages and masks its secrets in anything quoted from the provider. */
  function upstreamContext(model: ResolvedModel): UpstreamContext {
    const conn = model.connection;
    return {
      modelId: model.modelId,
      connectionName: conn?.name ?? model.provider,
      mask: (text) => {
        if (!conn || !deps.secrets) return text;
        try {
          return maskSecrets(text, openConnection(conn, deps.secrets));
        } catch {
          return text;
        }
      },
    };
  }

  /** Tells Settings and the badge how the connection answered, only when that changed. */
  function noteStatus(model: ResolvedModel, status: "ok" | "failing", message: string | null) {
    const conn = model.connection;
    if (!conn || !deps.onConnectionStatus) return;
    if (conn.status === status && (status === "ok" || conn.statusMessage === message)) return;
    deps.onConnectionStatus(conn.id, status, message);
  }

  return {
    deps,
    usage,
    languageModel(model: ResolvedModel): LanguageModelV3 {
      return deps.providers.languageModel(model);
    },
    callOptions(call: TextCall, signal: AbortSignal): LanguageModelV3CallOptions {
      return {
        prompt: toPrompt(call.system, call.prompt, call.images),
        // The model's own ceiling (set in Settings) caps what a function asks for.
        maxOutputTokens: ceiling(call.maxOutputTokens, call.model.maxOutputTokens),
        temperature: call.temperature ?? call.model.temperature ?? undefined,
        seed: call.model.provider === "builtin" ? deps.nextSeed() : undefined,
        abortSignal: signal,
      };
    },
    succeeded(call: CallIdentity, started: number, used: { tokensIn: number | null; tokensOut: number | null }) {
      noteStatus(call.model, "ok", null);
      const row: UsageRecord = {
        userId: call.userId,
        workspaceId: call.workspaceId ?? null,
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
      const ctx = upstreamContext(call.model);
      const mapped = clientGone ? clientClosed() : toUpstreamError(err, deadline.timedOut, ctx);
      if (APICallError.isInstance(err) && !clientGone) {
        // The upstream's status and body, never the request (it holds the prompt) nor the key.
        const body = loggableBody(err.responseBody);
        deps.logger.warn(
          {
            operation: call.operation,
            provider: call.model.provider,
            connection: ctx.connectionName,
            model: call.model.modelId,
            upstream_status: err.statusCode ?? null,
            upstream_body: body === undefined ? undefined : ctx.mask!(body),
            cause: err.statusCode === undefined && err.cause instanceof Error ? ctx.mask!(err.cause.message) : undefined,
            code: mapped.code,
          },
          "AI provider answered an error",
        );
        // A wrong model id is that model's problem, not its connection's; a busy provider is not failing.
        if (err.statusCode !== 429 && mapped.code !== "ai_model_not_found") noteStatus(call.model, "failing", mapped.message);
      } else if (mapped.code === "ai_error") {
        deps.logger.warn({ err: err instanceof Error ? { name: err.name, message: ctx.mask!(err.message) } : String(err), operation: call.operation, provider: call.model.provider }, "AI call failed");
      }
      usage.record({
        userId: call.userId,
        workspaceId: call.workspaceId ?? null,
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
