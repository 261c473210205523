import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messages } from "@/shared/messages";

/** An error with an HTTP status that the error handler answers in the envelope of DESIGN §6. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string = messages.api.badRequest, code = "bad_request", details?: unknown) =>
  new HttpError(400, code, message, details);
export const unauthorized = (message: string = messages.api.unauthorized, code = "unauthorized") =>
  new HttpError(401, code, message);
export const forbidden = (message: string = messages.auth.forbidden, code = "forbidden") => new HttpError(403, code, message);
export const notFound = (message: string = messages.api.notFound, code = "not_found") => new HttpError(404, code, message);
export const conflict = (message: string = messages.api.conflict, code = "conflict") => new HttpError(409, code, message);
/** The address is retired for good; `successor` (the path that replaced it) goes in a Link header too. */
export const gone = (message: string, successor?: string, code = "gone") =>
  new HttpError(410, code, message, successor ? { successor } : undefined, successor ? { Link: `<${successor}>; rel="successor-version"` } : undefined);
export const payloadTooLarge = (message: string = messages.api.payloadTooLarge) => new HttpError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: string = messages.api.unsupportedMediaType) =>
  new HttpError(415, "unsupported_media_type", message);
export const unprocessable = (message: string, code = "unprocessable", details?: unknown) => new HttpError(422, code, message, details);
export const tooManyRequests = (retryAfterSeconds: number, message: string = messages.auth.tooManyRequests) =>
  new HttpError(429, "rate_limited", message, { retry_after: retryAfterSeconds }, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: string = messages.api.serviceUnavailable, code = "service_unavailable") =>
  new HttpError(503, code, message);

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown; request_id?: string };
}
