/**
 * Upstream failures as the API answers them (DESIGN §6: 502/503/504). A 4xx carries the provider's own reason in
 * plain words ("The model qwen-7b does not exist on LM Studio (404)"); a 5xx keeps the catalogue's message, since
 * server error bodies may hold internals (the log has them).
 */
import {
  APICallError,
  EmptyResponseBodyError,
  NoSuchModelError,
  InvalidResponseDataError,
  JSONParseError,
  NoContentGeneratedError,
  TypeValidationError,
} from "@ai-sdk/provider";
import { HttpError, unprocessable } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { BuiltinCannotError } from "./builtin/cannot";
import { mentionsModel, upstreamReason } from "./connections/upstream-reason";
import { LocalRuntimeMissingError, ModelKindUnsupportedError, ProviderNotConfiguredError } from "./provider-errors";

const m = messages.generation;

export const invalidResponse = () => new HttpError(502, "ai_invalid_response", m.invalidResponse);
export const upstreamTimeout = () => new HttpError(504, "ai_timeout", m.upstreamTimeout);
export const modelNotAvailable = () => unprocessable(m.modelNotAvailable, "model_not_available");
export const modelNotConfigured = () => unprocessable(m.modelNotConfigured, "model_not_configured");
export const defaultConnectionMissing = (name: string) => unprocessable(m.defaultConnectionMissing(name), "default_connection_missing");
export const localRuntimeMissing = () => new HttpError(503, "local_runtime_missing", m.localRuntimeMissing);
/** The caller went away before the answer was complete; nobody reads this, it names the usage row. */
export const clientClosed = () => new HttpError(503, "client_closed", m.upstreamUnavailable);
export const wrongModelType = () => unprocessable(m.wrongModelType, "wrong_model_type");

/** Who was called: named in the user's message and the log. */
export interface UpstreamContext {
  modelId: string;
  connectionName: string;
  /** Masks the connection's secrets in anything quoted from the provider. */
  mask?: (text: string) => string;
}

function fromStatus(err: APICallError, ctx: UpstreamContext | undefined): HttpError {
  const status = err.statusCode;
  const headers = err.responseHeaders;
  const name = ctx?.connectionName ?? "The AI service";
  const details = { connection: ctx?.connectionName ?? null, upstream_status: status ?? null };
  const reason = () => (ctx?.mask ?? ((t: string) => t))(upstreamReason(err.responseBody, err.data));
  if (status === undefined) {
    // Network failure: the cause says what (connection refused, unknown host), never with a key in it.
    const cause = err.cause instanceof Error ? ((err.cause as NodeJS.ErrnoException).code ?? err.cause.message) : "";
    const message = ctx ? m.upstreamUnreachable(name, (ctx.mask ?? ((t: string) => t))(String(cause))) : m.upstreamUnavailable;
    return new HttpError(503, "ai_unavailable", message, details);
  }
  if (status === 429) {
    const retry = headers?.["retry-after"];
    return new HttpError(503, "ai_upstream_rate_limited", m.upstreamRateLimited, details, retry && /^\d+$/.test(retry) ? { "Retry-After": retry } : undefined);
  }
  if (status === 408) return upstreamTimeout();
  if (status >= 500) return new HttpError(502, "ai_upstream_error", m.upstreamUnavailable, details);
  if (status >= 400) {
    const said = reason();
    const modelId = ctx?.modelId ?? "";
    const modelMissing =
      (status === 404 && (said === "" || mentionsModel(said, modelId))) || (status === 400 && /model/i.test(said) && /not (found|exist)|does not exist|unknown/i.test(said));
    if (modelMissing && ctx) return new HttpError(502, "ai_model_not_found", m.upstreamModelMissing(modelId, name, status), details);
    if (status === 404) return new HttpError(502, "ai_upstream_not_found", m.upstreamNotFound(name, status, said), details);
    if (status === 401 || status === 403) return new HttpError(502, "ai_upstream_rejected", m.upstreamKeyRefused(name, status, said), details);
    return new HttpError(502, "ai_upstream_rejected", m.upstreamRejectedReason(name, status, said), details);
  }
  // A 2xx whose body could not be read as the provider's format.
  return invalidResponse();
}

/** Maps anything a provider call throws to an HttpError; `timedOut` says our own deadline fired. */
export function toUpstreamError(err: unknown, timedOut: boolean, ctx?: UpstreamContext): HttpError {
  if (timedOut) return upstreamTimeout();
  if (err instanceof HttpError) return err;
  if (err instanceof BuiltinCannotError) return unprocessable(m.builtinCannot(err.what), "builtin_cannot");
  if (err instanceof ProviderNotConfiguredError) return modelNotConfigured();
  if (err instanceof LocalRuntimeMissingError) return localRuntimeMissing();
  if (err instanceof ModelKindUnsupportedError) return wrongModelType();
  if (NoSuchModelError.isInstance(err)) return modelNotAvailable();
  if (APICallError.isInstance(err)) return fromStatus(err, ctx);
  if (
    TypeValidationError.isInstance(err) ||
    JSONParseError.isInstance(err) ||
    InvalidResponseDataError.isInstance(err) ||
    NoContentGeneratedError.isInstance(err) ||
    EmptyResponseBodyError.isInstance(err)
  ) {
    return invalidResponse();
  }
  if (err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError")) return upstreamTimeout();
  return new HttpError(502, "ai_error", m.upstreamUnavailable);
}
