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

/**
 * The platform's own words in an error answer: LinkedIn's `message`, X's `detail` / `errors[].message`, OAuth's
 * `error_description`, Meta's Graph API `error.error_user_msg` / `error.message`.
 */
export function platformReason(body: unknown, fallback: string): string {
  if (typeof body === "string") return body.slice(0, 300) || fallback;
  const b = (body ?? {}) as Record<string, unknown>;
  const graph = graphError(body);
  if (graph) return graph.error_user_msg || graph.message || fallback;
  const errors = Array.isArray(b.errors) ? (b.errors as { message?: unknown }[]) : [];
  const found = [b.error_description, b.detail, b.message, errors[0]?.message, b.title, b.error].find((v) => typeof v === "string" && v.trim());
  return (found as string | undefined) ?? fallback;
}

interface GraphError {
  message?: string;
  error_user_msg?: string;
  code?: number;
  error_subcode?: number;
}

/** Meta's Graph API error object ({ error: { message, type, code, error_subcode } }), when the answer is one. */
function graphError(body: unknown): GraphError | null {
  const error = (body as { error?: unknown } | null)?.error;
  return error && typeof error === "object" && !Array.isArray(error) ? (error as GraphError) : null;
}

/** Graph API codes for a token that no longer works (190: expired, revoked, password changed; 102: session). */
const GRAPH_TOKEN_CODES = new Set([102, 190]);
/** Graph API throttling codes (application, user, page and custom limits): wait, don't fail. */
const GRAPH_THROTTLE_CODES = new Set([4, 17, 32, 613, 80001, 80002]);

/**
 * Meta's throttled answers say when access returns in the X-Business-Use-Case-Usage (or X-App-Usage) header's
 * estimated_time_to_regain_access (minutes); otherwise a minute.
 */
function graphWaitUntil(headers: Headers, now: Date): Date {
  let minutes = 0;
  try {
    const usage = JSON.parse(headers.get("x-business-use-case-usage") ?? "{}") as Record<string, { estimated_time_to_regain_access?: number }[]>;
    for (const entries of Object.values(usage)) for (const e of entries) minutes = Math.max(minutes, e.estimated_time_to_regain_access ?? 0);
  } catch {
    // a header we cannot read: the default wait
  }
  return minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : waitUntilOf(headers, now);
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
  const graph = graphError(body);
  if (graph?.code !== undefined) {
    // Meta answers 400 (rarely 401/403) with a code: a dead token asks for a reconnect, throttling waits, 1 and 2 are temporary.
    const kind = GRAPH_TOKEN_CODES.has(graph.code) ? "token" : GRAPH_THROTTLE_CODES.has(graph.code) ? "throttled" : graph.code === 1 || graph.code === 2 ? "temporary" : null;
    if (kind) {
      const template = kind === "token" ? messages.publishing.authFailed : kind === "temporary" ? messages.publishing.serverError : messages.publishing.rejected;
      const graphFailure = new PublishError(kind === "token" ? "permanent" : "transient", fill(template, { platform: label, status: res.status, reason }), res.status);
      graphFailure.detail = reason;
      if (kind === "token") graphFailure.reconnect = true;
      if (kind === "throttled") graphFailure.waitUntil = graphWaitUntil(res.headers, options.now());
      throw graphFailure;
    }
  }
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

/**
 * The first comment under the live post (LinkedIn, Facebook, Instagram): sent once (it counts as the part after the
 * post in `progress`), and a failure says the post is live but its comment is not, keeping the kind and wait.
 */
export async function postFirstComment(input: { firstComment: string | null; progress: { ids: readonly string[]; save(index: number, id: string): Promise<void> } }, send: (text: string) => Promise<string>) {
  if (!input.firstComment || input.progress.ids.length >= 2) return;
  try {
    await input.progress.save(1, await send(input.firstComment));
  } catch (err) {
    if (!(err instanceof PublishError)) throw err;
    const failed = new PublishError(err.kind, messages.publishing.firstCommentFailed(err.message), err.status);
    failed.waitUntil = err.waitUntil;
    failed.reconnect = err.reconnect;
    throw failed;
  }
}

/** The failure reason names the part that failed ("Part 4 of 6: …"), keeping its kind and wait. */
function namePart(err: unknown, part: number, total: number): unknown {
  if (!(err instanceof PublishError)) return err;
  const named = new PublishError(err.kind, messages.publishing.partFailed(part, total, err.message), err.status);
  named.waitUntil = err.waitUntil;
  named.reconnect = err.reconnect;
  return named;
}
