import { ApiError } from "@/web/lib/api-error";

type Handler = (...args: unknown[]) => unknown;
interface Init {
  params?: { path?: Record<string, string>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal;
  bodySerializer?: (body: unknown) => unknown;
}

/**
 * A stand-in for the web's typed client (`client` in @/web/lib/api-client) for component tests: each call reaches
 * the matching spy with the concrete path (`/models/m1`, without `/api`), as get(path, { query, signal }),
 * post/put/patch(path, body), delete(path, body) or upload(path, formData). A spy's value is the answer's data;
 * an `ApiError` it throws becomes the error answer, so `unwrap` throws it again with the same status and message.
 */
export function fakeApiClient(spies: Partial<Record<"get" | "post" | "put" | "patch" | "delete" | "upload", Handler>>) {
  const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") => async (schemaPath: string, init: Init = {}) => {
    const concrete = schemaPath.replace(/^\/api/, "").replace(/\{(\w+)\}/g, (_, key: string) => init.params?.path?.[key] ?? "");
    const upload = init.bodySerializer ? spies.upload : undefined;
    const spy = upload ?? spies[method.toLowerCase() as "get"];
    if (!spy) throw new Error(`fakeApiClient: no ${method} spy for ${concrete}`);
    const args =
      upload ? [concrete, init.bodySerializer!(init.body)]
      : method === "GET" ? [concrete, { query: init.params?.query, signal: init.signal }]
      : init.body === undefined ? [concrete]
      : [concrete, init.body];
    try {
      const data = await spy(...args);
      return { data, response: new Response(null, { status: 200 }) };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return { error: { error: { code: err.code, message: err.message, details: err.details } }, response: new Response(null, { status: err.status }) };
    }
  };
  return { GET: call("GET"), POST: call("POST"), PUT: call("PUT"), PATCH: call("PATCH"), DELETE: call("DELETE") };
}

/** What a stubbed `fetch` was asked: the typed client sends one `Request` (URL, method and body inside it). */
export async function readRequest(input: RequestInfo | URL, init: RequestInit = {}): Promise<{ url: URL; method: string; body: unknown }> {
  const request = input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init);
  const text = await request.text();
  return { url: new URL(request.url), method: request.method, body: text ? JSON.parse(text) : undefined };
}
