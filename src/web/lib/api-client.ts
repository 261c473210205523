import createClient from "openapi-fetch";
import { messages } from "@/shared/messages";
import { ApiError, errorFromBody } from "./api-error";
import type { paths } from "./api-schema.gen";
import { sessionStore } from "./auth/session-store";
import { currentWorkspaceId } from "./workspace";

export { ApiError } from "./api-error";

/**
 * The web's one HTTP client (decision 012): paths, parameters, bodies and answers come from the OpenAPI document
 * (api-schema.gen.ts, `npm run api:types`). `unwrap(client.GET("/api/models", { params: { query }, signal }))`
 * answers the data or throws an `ApiError` with the server's message. Lint forbids any other way to call /api.
 */

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

/** Query values the way the server reads them: absent, null and empty values are left out; arrays repeat the key. */
export function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null && v !== "") params.append(key, String(v));
  }
  return params.toString();
}

export const client = createClient<paths>({
  // Same origin; absolute where a location exists so the requests are valid URLs everywhere (tests run in jsdom).
  baseUrl: typeof location !== "undefined" && location.origin !== "null" ? location.origin : "",
  credentials: "same-origin",
  querySerializer: serializeQuery,
  // The body is read once and sent as text (JSON) or bytes (multipart), so a retry after a refresh can send it
  // again and the browser's tools show it (a cloned Request's body is a stream, shown as nothing).
  fetch: async (request) => {
    const json = request.headers.get("content-type")?.includes("json");
    const body = request.body ? await (json ? request.text() : request.arrayBuffer()) : undefined;
    return withSession((token) => {
      const headers = new Headers(request.headers);
      if (token) headers.set("authorization", `Bearer ${token}`);
      const workspaceId = currentWorkspaceId();
      if (workspaceId && !headers.has("x-workspace-id")) headers.set("x-workspace-id", workspaceId);
      return fetch(request.url, { method: request.method, headers, body, signal: request.signal, credentials: request.credentials });
    });
  },
});

/** The data of a typed call, or its error as an `ApiError` with the server's message and code. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw errorFromBody(response, error);
  return data as T;
}

// ---- Types named from the document, for hooks and components that need a name for an answer or a body ----

type Method = "get" | "post" | "put" | "patch" | "delete";
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : never;
type SuccessOf<Responses> = { [S in keyof Responses]: S extends 200 | 201 | 202 ? JsonOf<Responses[S]> : never }[keyof Responses];

/** The JSON a route answers on success: `ApiData<"/api/brands/{id}">`. */
export type ApiData<P extends keyof paths, M extends Method = "get"> = Operation<P, M> extends { responses: infer R } ? SuccessOf<R> : never;
/** The JSON body a route takes: `ApiBody<"/api/brands", "post">`. */
export type ApiBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
/** The query a route takes. */
export type ApiQuery<P extends keyof paths, M extends Method = "get"> = NonNullable<Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never>;

// ---- Streams: Server-Sent Events read from the typed client's answer ----

/** The routes that answer Server-Sent Events with `?stream=1`. */
export type StreamPath = {
  [P in keyof paths]: Operation<P, "post"> extends { responses: { 200: { content: { "text/event-stream": unknown } } } } ? P : never;
}[keyof paths];

export interface StreamHandlers {
  onDelta?: (text: string, accumulated: string) => void;
  signal?: AbortSignal;
}

/**
 * POSTs the route's typed body with ?stream=1 through the typed client and reads the Server-Sent Events: `delta`
 * {text}, then `done` (the route's JSON answer, typed from the document) or `error` {code, message}.
 */
export async function stream<P extends StreamPath>(path: P, body: ApiBody<P, "post">, handlers: StreamHandlers = {}): Promise<ApiData<P, "post">> {
  // The path is generic here, so the client's overloads cannot pick one; the caller's path and body were checked above.
  const post = client.POST as unknown as (path: string, init: object) => Promise<{ data?: Response["body"]; error?: unknown; response: Response }>;
  const { data: body$, error, response } = await post(path, {
    body,
    params: { query: { stream: "1" } },
    headers: { accept: "text/event-stream" },
    parseAs: "stream",
    signal: handlers.signal,
  });
  if (!response.ok) throw errorFromBody(response, error);
  if (!body$) throw new ApiError(502, "no_body", messages.generation.invalidResponse);
  const reader = body$.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let accumulated = "";
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (err) {
      // Stopped by the caller: its own reason. Otherwise the connection to this server broke mid-answer.
      if (handlers.signal?.aborted) throw err;
      throw new ApiError(502, "stream_broken", messages.generation.streamBroken);
    }
    const { value, done } = chunk;
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
      const parsed: unknown = JSON.parse(data);
      if (event === "done") return parsed as ApiData<P, "post">;
      const fields = (parsed ?? {}) as { text?: unknown; code?: unknown; message?: unknown };
      if (event === "delta" && typeof fields.text === "string" && fields.text) {
        accumulated += fields.text;
        handlers.onDelta?.(fields.text, accumulated);
      } else if (event === "error") {
        throw new ApiError(
          502,
          typeof fields.code === "string" ? fields.code : "stream_error",
          typeof fields.message === "string" ? fields.message : messages.generation.invalidResponse,
        );
      }
    }
  }
  // The answer ended without its last event: the connection closed part-way (a proxy, a restart), not a bad answer.
  throw new ApiError(502, "stream_incomplete", messages.generation.streamBroken);
}
