/** The provider's own reason for an error, in one short line, from whatever body it answered. */

const MAX_REASON = 300;
const MAX_LOGGED_BODY = 2000;

function fromJson(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (!value || typeof value !== "object") return undefined;
  const v = value as Record<string, unknown>;
  // OpenAI: {error: {message}}; Ollama: {error: "..."}; Anthropic: {error: {type, message}}; others: {message} / {detail}.
  return fromJson(v.error) ?? (typeof v.message === "string" ? v.message : undefined) ?? (typeof v.detail === "string" ? v.detail : undefined);
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim().replace(/[.\s]+$/, "");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The reason in the provider's words ("" when the body says nothing readable, like an HTML error page). */
export function upstreamReason(body: string | undefined, data?: unknown): string {
  const fromData = fromJson(data);
  if (fromData) return oneLine(fromData, MAX_REASON);
  if (!body) return "";
  try {
    const parsed = fromJson(JSON.parse(body));
    if (parsed) return oneLine(parsed, MAX_REASON);
  } catch {
    // Not JSON.
  }
  if (/<\s*(html|!doctype|body)/i.test(body)) return "";
  return oneLine(body, MAX_REASON);
}

/** What a log line may keep of an upstream body: capped, one line. */
export function loggableBody(body: string | undefined): string | undefined {
  return body === undefined ? undefined : oneLine(body, MAX_LOGGED_BODY);
}

/** Whether a not-found style answer is about the model (and not a wrong URL). */
export function mentionsModel(reason: string, modelId: string): boolean {
  return /model/i.test(reason) || (modelId.length > 0 && reason.includes(modelId));
}
