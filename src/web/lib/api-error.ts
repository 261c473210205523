import { messages } from "@/shared/messages";

/** An API failure with the server's error envelope (DESIGN §6). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function parseErrorResponse(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    /* not JSON */
  }
  return errorFromBody(res, body);
}

/** The ApiError for an error answer whose body was already read (the typed client parses it). */
export function errorFromBody(res: Response, body: unknown): ApiError {
  const retryAfter = Number(res.headers.get("retry-after")) || undefined;
  const error = (body as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
  if (error?.message) return new ApiError(res.status, error.code ?? "error", error.message, error.details, retryAfter);
  return new ApiError(res.status, "http_error", res.status >= 500 ? messages.api.internal : messages.common.somethingWentWrong, undefined, retryAfter);
}

/** A readable message for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message === "Failed to fetch" ? messages.common.networkError : err.message;
  return messages.common.somethingWentWrong;
}
