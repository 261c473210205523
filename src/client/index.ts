/**
 * The typed client for scripts (issue 29 point 5): every path, parameter, body and answer is typed by the OpenAPI
 * document (the same generated types the web app uses, `npm run api:types`), on openapi-fetch. Authenticates with
 * an API key; every POST carries an Idempotency-Key, so a retry after a 429, a 503 or a dropped connection can never
 * do the work twice; 429 and 503 are retried after their Retry-After.
 *
 *   const studio = createClient({ baseUrl: "https://studio.example.com", apiKey: process.env.CONTENT_STUDIO_KEY! });
 *   const { data, error } = await studio.GET("/api/drafts", { params: { query: { page: "social_media" } } });
 */
import createOpenApiClient from "openapi-fetch";
import type { paths } from "../web/lib/api-schema.gen";

export type { paths };

export interface ClientOptions {
  /** The server's address, e.g. https://studio.example.com (no /api). */
  baseUrl: string;
  /** An API key, cs_live_... (the workspace page, API keys). */
  apiKey: string;
  /** How often a 429 or 503 answer is retried (after its Retry-After, at most maxWaitSeconds each). Default 3. */
  retries?: number;
  maxWaitSeconds?: number;
  /** Another fetch (tests, proxies). */
  fetch?: (request: Request) => Promise<Response>;
}

const RETRIED = new Set([429, 503]);

export function createClient(options: ClientOptions) {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const retries = options.retries ?? 3;
  const maxWait = options.maxWaitSeconds ?? 30;
  const fetchWithRetries = async (request: Request): Promise<Response> => {
    if (request.method === "POST" && !request.headers.has("idempotency-key")) request.headers.set("idempotency-key", crypto.randomUUID());
    for (let attempt = 0; ; attempt++) {
      const res = await send(attempt < retries ? request.clone() : request);
      if (!RETRIED.has(res.status) || attempt >= retries) return res;
      const wait = Math.min(maxWait, Number(res.headers.get("retry-after")) || 1);
      await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  };
  return createOpenApiClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { authorization: `Bearer ${options.apiKey}` },
    fetch: fetchWithRetries,
  });
}

export type ContentStudioClient = ReturnType<typeof createClient>;
