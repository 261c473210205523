import { platformFetch } from "./platform-http";
import { PublishError, type PlatformOptions } from "./types";

/**
 * Calls to Meta's Graph APIs (graph.facebook.com and graph.threads.net) as their references show them: parameters
 * form-encoded (a POST) or in the query (a GET), the token as the access_token parameter, an object's id in `id`.
 */
export async function graphPost(label: string, url: string, token: string, params: Record<string, string> | FormData, options: PlatformOptions): Promise<string> {
  let body: URLSearchParams | FormData;
  if (params instanceof FormData) {
    params.set("access_token", token);
    body = params;
  } else {
    body = new URLSearchParams({ ...params, access_token: token });
  }
  const answer = await platformFetch(label, url, { method: "POST", body }, options);
  const id = (answer.body as { id?: unknown } | null)?.id;
  if (typeof id !== "string" && typeof id !== "number") throw new PublishError("permanent", `${label} answered without an id`);
  return String(id);
}

export async function graphGet<T>(label: string, url: string, token: string, params: Record<string, string>, options: PlatformOptions): Promise<T | null> {
  const q = new URLSearchParams({ ...params, access_token: token });
  const answer = await platformFetch(label, `${url}?${q}`, { headers: { accept: "application/json" } }, options);
  return answer.body as T | null;
}

/** An insights answer ({ data: [{ name, values: [{ value }] } or total_value: { value }] }) as name → number. */
export function insightValues(body: unknown): Map<string, number> {
  const out = new Map<string, number>();
  const data = (body as { data?: { name?: string; values?: { value?: unknown }[]; total_value?: { value?: unknown } }[] } | null)?.data ?? [];
  for (const metric of data) {
    const value = metric.total_value?.value ?? metric.values?.at(-1)?.value;
    if (metric.name && typeof value === "number") out.set(metric.name, value);
  }
  return out;
}
