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
  const retryAfter = Number(res.headers.get("retry-after")) || undefined;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string; details?: unknown } };
    if (body?.error?.message) return new ApiError(res.status, body.error.code ?? "error", body.error.message, body.error.details, retryAfter);
  } catch {
    /* not JSON */
  }
  return new ApiError(res.status, "http_error", res.status >= 500 ? messages.api.internal : messages.common.somethingWentWrong, undefined, retryAfter);
}

/** A readable message for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message === "Failed to fetch" ? messages.common.networkError : err.message;
  return messages.common.somethingWentWrong;
}
