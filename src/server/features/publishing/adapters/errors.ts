import { fill } from "@/shared/fill";
import { messages } from "@/shared/messages";
import { PublishError, isTransientStatus } from "./types";

/** What went wrong below HTTP, in words: "connection refused", "timed out after 20 s". */
export function networkReason(err: unknown): string {
  const e = err as { name?: string; code?: string; cause?: { code?: string; message?: string }; message?: string };
  if (e?.name === "TimeoutError" || e?.name === "AbortError" || e?.cause?.code === "UND_ERR_CONNECT_TIMEOUT") return "timed out";
  const code = e?.cause?.code ?? e?.code;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return "connection reset";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "host not found";
  return e?.cause?.message ?? e?.message ?? "no answer";
}

/** A platform's HTTP answer as a PublishError with the catalogue's wording and the platform's own reason. */
export function httpError(platformLabel: string, status: number, reason: string): PublishError {
  const template =
    status >= 500 ? messages.publishing.serverError : status === 401 || status === 403 ? messages.publishing.authFailed : messages.publishing.rejected;
  const text = fill(template, { platform: platformLabel, status, reason: reason.trim().slice(0, 300) || "no reason given" });
  return new PublishError(isTransientStatus(status) ? "transient" : "permanent", text, status);
}

export function unreachable(url: string, err: unknown): PublishError {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // keep the raw text
  }
  return new PublishError("transient", fill(messages.publishing.unreachable, { host, reason: networkReason(err) }));
}
