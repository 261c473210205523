import { fill } from "@/shared/fill";
import { messages } from "@/shared/messages";
import { httpError, unreachable } from "./errors";
import { PublishError, type PlatformOptions } from "./types";

/** When a 429 does not say how long to wait. */
const DEFAULT_WAIT_SECONDS = 60;

export interface PlatformAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The platform's own words in an error answer: LinkedIn's `message`, X's `detail` / `errors[].message`, OAuth's `error_description`. */
export function platformReason(body: unknown, fallback: string): string {
  if (typeof body === "string") return body.slice(0, 300) || fallback;
  const b = (body ?? {}) as Record<string, unknown>;
  const errors = Array.isArray(b.errors) ? (b.errors as { message?: unknown }[]) : [];
  const found = [b.error_description, b.detail, b.message, errors[0]?.message, b.title, b.error].find((v) => typeof v === "string" && v.trim());
  return (found as string | undefined) ?? fallback;
}

/** How long a 429 asks us to wait: X's x-rate-limit-reset (epoch seconds), Retry-After (seconds), else a minute. */
export function waitUntilOf(headers: Headers, now: Date): Date {
  const reset = Number(headers.get("x-rate-limit-reset"));
  if (Number.isFinite(reset) && reset > 0) return new Date(Math.max(reset * 1000, now.getTime() + 1000));
  const after = Number(headers.get("retry-after"));
  return new Date(now.getTime() + (Number.isFinite(after) && after > 0 ? after : DEFAULT_WAIT_SECONDS) * 1000);
}

/**
 * One call to an OAuth platform's API (fixed hosts from the code, or the test fake). Network failures and 5xx
 * are transient; a 429 waits until the platform's reset time; a 401 asks for a reconnect; any other 4xx is
 * permanent with the platform's own reason.
 */
export async function platformFetch(label: string, url: string, init: RequestInit, options: PlatformOptions): Promise<PlatformAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (err) {
    throw unreachable(url, err);
  }
  const text = await res.text().catch(() => "");
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (res.ok) return { status: res.status, headers: res.headers, body };
  const reason = platformReason(body, res.statusText);
  // Only a 401 is about the token here; a 403 is the platform refusing this action (X: duplicate, not permitted).
  const error = res.status === 403 ? new PublishError("permanent", fill(messages.publishing.rejected, { platform: label, status: 403, reason }), 403) : httpError(label, res.status, reason);
  error.detail = reason;
  if (res.status === 429) {
    error.waitUntil = waitUntilOf(res.headers, options.now());
  }
  if (res.status === 401) error.reconnect = true;
  throw error;
}

/** Posts the parts still missing (each a reply to the one before), saving each id before the next is sent. */
export async function postParts(
  input: { text: string; parts: string[] | null; progress: { ids: readonly string[]; save(index: number, id: string): Promise<void> } },
  send: (text: string, index: number, previousId: string | null) => Promise<string>,
): Promise<string[]> {
  const parts = input.parts?.length ? input.parts : [input.text];
  const ids = input.progress.ids.slice(0, parts.length);
  for (let i = ids.length; i < parts.length; i++) {
    let id: string;
    try {
      id = await send(parts[i], i, ids[i - 1] ?? null);
    } catch (err) {
      throw parts.length > 1 ? namePart(err, i + 1, parts.length) : err;
    }
    await input.progress.save(i, id);
    ids.push(id);
  }
  return ids;
}

/** The failure reason names the part that failed ("Part 4 of 6: …"), keeping its kind and wait. */
function namePart(err: unknown, part: number, total: number): unknown {
  if (!(err instanceof PublishError)) return err;
  const named = new PublishError(err.kind, messages.publishing.partFailed(part, total, err.message), err.status);
  named.waitUntil = err.waitUntil;
  named.reconnect = err.reconnect;
  return named;
}
