/**
 * generate-headlines and generate-seo (issue 13): structured answers checked against the limits of
 * src/shared/seo-limits.ts. The gateway asks once more when an answer breaks the schema (or a limit); a second
 * miss becomes a clear 502 naming the limits instead of the generic "Invalid response".
 */
import { HttpError } from "@/server/lib/errors";
import type { ContentType } from "@/shared/content-types";
import { headlinesAnswerSchema, seoAnswerSchema, type HeadlinesResult, type SeoResult } from "@/shared/contracts/headlines-seo";
import { messages } from "@/shared/messages";
import { charCount } from "@/shared/seo-limits";
import { distinct } from "../parse-output";
import { generateStructured, ruled, type FunctionContext } from "./text-job";

export interface HeadlinesInput {
  textContent: string;
  count: number;
  modelId?: string;
  contentType: ContentType;
  /** The page's language; absent means the brand's, then English (as every other function). */
  language?: string;
}

export type SeoInput = Omit<HeadlinesInput, "count">;

/** The JSON object in a plain-text answer (models without a JSON mode, the built-in writer). */
export function objectIn(text: string): unknown {
  const unfenced = text.replace(/```(?:json)?/gi, "");
  const start = unfenced.indexOf("{");
  const end = unfenced.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(unfenced.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

async function limited<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof HttpError && err.code === "ai_invalid_response") throw new HttpError(502, "ai_out_of_limits", message);
    throw err;
  }
}

export async function generateHeadlines(ctx: FunctionContext, input: HeadlinesInput): Promise<HeadlinesResult> {
  const answer = await limited(
    () =>
      generateStructured(
        ctx,
        {
          operation: "generate-headlines",
          kind: "text",
          modelRef: input.modelId,
          spec: { task: "headlines", contentType: input.contentType, count: input.count, language: input.language },
          material: input.textContent,
        },
        { schema: headlinesAnswerSchema(input.count), schemaName: "headlines", fallback: objectIn },
      ),
    messages.headlines.outOfLimits,
  );
  const headlines: HeadlinesResult["headlines"] = [];
  for (const h of answer.headlines) {
    const text = ruled(ctx, h.text);
    if (headlines.length < input.count && distinct([...headlines.map((o) => o.text), text]).length > headlines.length) {
      headlines.push({ text, formula: h.formula, chars: charCount(text) });
    }
  }
  return { headlines };
}

export async function generateSeo(ctx: FunctionContext, input: SeoInput): Promise<SeoResult> {
  const seo = await limited(
    () =>
      generateStructured(
        ctx,
        {
          operation: "generate-seo",
          kind: "text",
          modelRef: input.modelId,
          spec: { task: "seo", contentType: input.contentType, language: input.language },
          material: input.textContent,
        },
        { schema: seoAnswerSchema, schemaName: "seo_copy", fallback: objectIn },
      ),
    messages.seo.outOfLimits,
  );
  // Brand rules only ever remove characters (emojis, dashes, semicolons), so the limits still hold.
  return {
    metaTitle: ruled(ctx, seo.metaTitle),
    metaDescription: ruled(ctx, seo.metaDescription),
    slug: seo.slug,
    keywords: seo.keywords.map((k) => ruled(ctx, k)),
    ogTitle: ruled(ctx, seo.ogTitle),
    ogDescription: ruled(ctx, seo.ogDescription),
  };
}
