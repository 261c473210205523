import createClient from "openapi-fetch";
import { messages } from "@/shared/messages";
import { ApiError, errorFromBody, parseErrorResponse } from "./api-error";
import type { paths } from "./api-schema.gen";
import { sessionStore } from "./auth/session-store";

export { ApiError } from "./api-error";

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: Query): string {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Runs a request with the access token; after a 401 it refreshes once and retries, then reports the session lost. */
async function withSession(attempt: (token: string | null) => Promise<Response>): Promise<Response> {
  const token = await sessionStore.getAccessToken();
  let res = await attempt(token);
  if (res.status === 401 && token) {
    const fresh = await sessionStore.refresh().catch(() => null);
    if (fresh) res = await attempt(fresh.access_token);
    if (res.status === 401) sessionStore.sessionLost();
  }
  return res;
}

function send(method: string, path: string, body: BodyInit | undefined, opts: RequestOptions & { json?: boolean } = {}): Promise<Response> {
  return withSession((token) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (opts.json) headers["content-type"] = "application/json";
    return fetch(buildUrl(path, opts.query), { method, body, headers, signal: opts.signal, credentials: "same-origin" });
  });
}

/**
 * The typed client: paths, parameters, bodies and answers come from the OpenAPI document (api-schema.gen.ts,
 * `npm run api:types`), with the same session handling as `api`. `client.GET("/api/models", { params: { query } })`.
 */
export const client = createClient<paths>({
  baseUrl: "",
  credentials: "same-origin",
  fetch: (request) =>
    withSession((token) => {
      const retry = request.clone();
      if (token) retry.headers.set("authorization", `Bearer ${token}`);
      return fetch(retry);
    }),
});

/** The data of a typed call, or its error as an `ApiError` (what `api` throws too). */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw errorFromBody(response, error);
  return data as T;
}

async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const res = await send(method, path, body === undefined ? undefined : JSON.stringify(body), { ...opts, json: body !== undefined });
  if (!res.ok) throw await parseErrorResponse(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export interface StreamHandlers {
  onDelta?: (text: string, accumulated: string) => void;
  signal?: AbortSignal;
}

/**
 * POSTs to an endpoint with ?stream=1 and reads Server-Sent Events: `delta` {text}, then `done` (the final result)
 * or `error` {code, message}. Resolves to the final result.
 */
async function stream<T>(path: string, body: unknown, handlers: StreamHandlers = {}): Promise<T> {
  const res = await send("POST", path, JSON.stringify(body), { json: true, query: { stream: 1 }, signal: handlers.signal, headers: { accept: "text/event-stream" } });
  if (!res.ok) throw await parseErrorResponse(res);
  if (!res.body) throw new ApiError(502, "no_body", messages.generation.invalidResponse);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let accumulated = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let sep: number;
    while ((sep = buffer.indexOf("\n\n")) !== -1) {
      const raw = buffer.slice(0, sep);
      buffer = buffer.slice(sep + 2);
      const event = /^event: ?(.*)$/m.exec(raw)?.[1]?.trim() ?? "message";
      const data = raw
        .split("\n")
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).replace(/^ /, ""))
        .join("\n");
      if (!data) continue;
      const parsed = JSON.parse(data) as { text?: string; code?: string; message?: string };
      if (event === "delta" && parsed.text) {
        accumulated += parsed.text;
        handlers.onDelta?.(parsed.text, accumulated);
      } else if (event === "error") {
        throw new ApiError(502, parsed.code ?? "stream_error", parsed.message ?? messages.generation.invalidResponse);
      } else if (event === "done") {
        return parsed as T;
      }
    }
  }
  throw new ApiError(502, "stream_incomplete", messages.generation.invalidResponse);
}

async function upload<T>(path: string, form: FormData, opts: RequestOptions = {}): Promise<T> {
  const res = await send("POST", path, form, opts);
  if (!res.ok) throw await parseErrorResponse(res);
  return (await res.json()) as T;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>("GET", path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("POST", path, body ?? {}, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PUT", path, body ?? {}, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PATCH", path, body ?? {}, opts),
  delete: <T = void>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("DELETE", path, body, opts),
  upload,
  stream,
  /** A raw authenticated fetch (downloads of protected files). */
  fetch: (path: string, opts?: RequestOptions) => send("GET", path, undefined, opts),
};
