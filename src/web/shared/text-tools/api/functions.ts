import { type ApiBody, client, unwrap } from "@/web/lib/api-client";

/** POST /functions/generate-headlines: headlines with their formula and character count. */
export async function generateHeadlines(body: ApiBody<"/api/functions/generate-headlines", "post">, signal?: AbortSignal) {
  return (await unwrap(client.POST("/api/functions/generate-headlines", { body, signal }))).headlines;
}

/** POST /functions/generate-seo: the six SEO fields, within their limits. */
export function generateSeo(body: ApiBody<"/api/functions/generate-seo", "post">, signal?: AbortSignal) {
  return unwrap(client.POST("/api/functions/generate-seo", { body, signal }));
}
