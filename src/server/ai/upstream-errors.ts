/**
 * Upstream failures as the API answers them (DESIGN §6: 502/503/504, messages from the catalogue, no internals).
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
import { ModelKindUnsupportedError, ProviderNotConfiguredError } from "./providers";

const m = messages.generation;

export const invalidResponse = () => new HttpError(502, "ai_invalid_response", m.invalidResponse);
export const upstreamTimeout = () => new HttpError(504, "ai_timeout", m.upstreamTimeout);
export const modelNotAvailable = () => unprocessable(m.modelNotAvailable, "model_not_available");
export const modelNotConfigured = () => unprocessable(m.modelNotConfigured, "model_not_configured");
/** The caller went away before the answer was complete; nobody reads this, it names the usage row. */
export const clientClosed = () => new HttpError(503, "client_closed", m.upstreamUnavailable);
export const wrongModelType = () => unprocessable(m.wrongModelType, "wrong_model_type");

function fromStatus(status: number | undefined, headers: Record<string, string> | undefined): HttpError {
  if (status === undefined) return new HttpError(503, "ai_unavailable", m.upstreamUnavailable);
  if (status === 429) {
    const retry = headers?.["retry-after"];
    return new HttpError(
      503,
      "ai_upstream_rate_limited",
      m.upstreamRateLimited,
      undefined,
      retry && /^\d+$/.test(retry) ? { "Retry-After": retry } : undefined,
    );
  }
  if (status === 408) return upstreamTimeout();
  if (status >= 500) return new HttpError(502, "ai_upstream_error", m.upstreamUnavailable);
  if (status >= 400) return new HttpError(502, "ai_upstream_rejected", m.upstreamRejected);
  // A 2xx whose body could not be read as the provider's format.
  return invalidResponse();
}

/** Maps anything a provider call throws to an HttpError; `timedOut` says our own deadline fired. */
export function toUpstreamError(err: unknown, timedOut: boolean): HttpError {
  if (timedOut) return upstreamTimeout();
  if (err instanceof HttpError) return err;
  if (err instanceof BuiltinCannotError) return unprocessable(m.builtinCannot(err.what), "builtin_cannot");
  if (err instanceof ProviderNotConfiguredError) return modelNotConfigured();
  if (err instanceof ModelKindUnsupportedError) return wrongModelType();
  if (NoSuchModelError.isInstance(err)) return modelNotAvailable();
  if (APICallError.isInstance(err)) return fromStatus(err.statusCode, err.responseHeaders);
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
