import type { GenerateHeadlinesBody, GenerateSeoBody, HeadlinesResult, SeoResult } from "@/shared/contracts/headlines-seo";
import { api } from "@/web/lib/api-client";

/** POST /functions/generate-headlines: headlines with their formula and character count. */
export async function generateHeadlines(body: GenerateHeadlinesBody): Promise<HeadlinesResult["headlines"]> {
  return (await api.post<HeadlinesResult>("/functions/generate-headlines", body)).headlines;
}

/** POST /functions/generate-seo: the six SEO fields, within their limits. */
export async function generateSeo(body: GenerateSeoBody): Promise<SeoResult> {
  return api.post<SeoResult>("/functions/generate-seo", body);
}
