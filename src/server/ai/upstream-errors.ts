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
import { BuiltinCannotError } from "./directive";
import { mentionsModel, upstreamReason } from "./connections/upstream-reason";
import { LocalRuntimeMissingError, ModelKindUnsupportedError, ProviderNotConfiguredError } from "./provider-errors";

const m = messages.generation;

export const invalidResponse = () => new HttpError(502, "ai_invalid_response", m.invalidResponse);
/** A deadline that fired names the connection it waited for. */
export const upstreamTimeout = (ctx?: UpstreamContext) =>
  new HttpError(504, "ai_timeout", ctx ? m.upstreamTimedOut(ctx.connectionName) : m.upstreamTimeout, ctx ? { connection: ctx.connectionName } : undefined);
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

/** The first error code in an error's cause chain (fetch wraps undici's, which may wrap the socket's). */
function causeCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === "string" && code) return code;
    current = current.cause;
  }
  return undefined;
}

/** Connection codes that mean the answer was under way when the connection went. */
const BROKEN = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE", "UND_ERR_BODY_TIMEOUT"]);

/** A network failure in words: which connection, what happened to it ("nothing answered at its address"). */
export function networkFailure(err: unknown, ctx: UpstreamContext | undefined): HttpError | null {
  const code = causeCode(err);
  if (!code || /^(ERR_INVALID|ABORT_ERR)/.test(code)) return null;
  const name = ctx?.connectionName ?? "The AI service";
  const reason = m.networkReasons[code] ?? m.networkUnknown(code);
  const details = { connection: ctx?.connectionName ?? null, upstream_status: null, network_code: code };
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT" || code === "ETIMEDOUT")
    return new HttpError(504, "ai_timeout", m.upstreamUnreachable(name, reason), details);
  const message = BROKEN.has(code) ? m.upstreamConnectionLost(name, reason) : m.upstreamUnreachable(name, reason);
  return new HttpError(503, "ai_unavailable", message, details);
}

function fromStatus(err: APICallError, ctx: UpstreamContext | undefined): HttpError {
  const status = err.statusCode;
  const headers = err.responseHeaders;
  const name = ctx?.connectionName ?? "The AI service";
  const details = { connection: ctx?.connectionName ?? null, upstream_status: status ?? null };
  const reason = () => (ctx?.mask ?? ((t: string) => t))(upstreamReason(err.responseBody, err.data));
  if (status === undefined) {
    // Network failure: the cause says what (connection refused, unknown host) in words, never with a key in it.
    const network = networkFailure(err, ctx);
    if (network) return network;
    const cause = err.cause instanceof Error ? err.cause.message : "";
    const message = m.upstreamUnreachable(name, (ctx?.mask ?? ((t: string) => t))(cause));
    return new HttpError(503, "ai_unavailable", message, details);
  }
  if (status === 429) {
    const retry = headers?.["retry-after"];
    return new HttpError(503, "ai_upstream_rate_limited", m.upstreamRateLimited, details, retry && /^\d+$/.test(retry) ? { "Retry-After": retry } : undefined);
  }
  if (status === 408) return upstreamTimeout(ctx);
  // A server error's body may hold internals (the log has it): the connection and the status only.
  if (status >= 500) return new HttpError(502, "ai_upstream_error", m.upstreamServerError(name, status), details);
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
  // A 2xx whose body broke off (the connection went mid-stream), or could not be read as the provider's format.
  return networkFailure(err, ctx) ?? invalidResponse();
}

/** Maps anything a provider call throws to an HttpError; `timedOut` says our own deadline fired. */
export function toUpstreamError(err: unknown, timedOut: boolean, ctx?: UpstreamContext): HttpError {
  if (timedOut) return upstreamTimeout(ctx);
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
  if (err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError")) return upstreamTimeout(ctx);
  // A stream that broke part-way throws undici's own error (UND_ERR_SOCKET), not an APICallError.
  const network = networkFailure(err, ctx);
  if (network) return network;
  if (ctx && err instanceof Error && err.message) return new HttpError(502, "ai_error", m.upstreamFailed(ctx.connectionName, (ctx.mask ?? ((t: string) => t))(err.message)));
  return new HttpError(502, "ai_error", m.upstreamUnavailable);
}
