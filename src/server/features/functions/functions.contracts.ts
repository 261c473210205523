/** OpenAPI contracts of POST /api/functions/<name> (spec §7). */
import { createRoute, z } from "@hono/zod-openapi";
import { inWorkspace } from "@/server/http/workspace-routes";
import { LIMITS } from "@/shared/constants";
import { errorSchema } from "@/shared/contracts/common";
import {
  adjustPostBody,
  analyzeImageBody,
  recordedAlternativesResult,
  recordedAnalyzeImageResult,
  recordedContentResult,
  recordedExpandContentResult,
  recordedRepurposeResult,
  expandContentBody,
  generateAlternativesBody,
  generateIdeasBody,
  generateImageBody,
  generateImageResult,
  generateTextPostBody,
  ideasResult,
  processNotesBody,
  processNotesResult,
  repurposeBody,
  type FunctionName,
} from "@/shared/contracts/functions";
import { generateHeadlinesBody, generateSeoBody, headlinesResult, seoResult } from "@/shared/contracts/headlines-seo";
import { suggestVisualsBody, suggestVisualsResult } from "@/shared/contracts/visuals";
import { messages } from "@/shared/messages";
import { json } from "@/server/lib/openapi";

const errors = {
  400: json(errorSchema, "Invalid body (the message says what)"),
  401: json(errorSchema, "Not signed in"),
  403: json(errorSchema, "The caller's role in the workspace cannot generate (viewer)"),
  404: json(errorSchema, "Brand, cluster or workspace not found or not the workspace's"),
  422: json(errorSchema, "Model not available or not configured, a language the built-in writer cannot write, or an unknown body field"),
  413: json(errorSchema, "generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded)"),
  429: json(errorSchema, "Too many AI calls; see Retry-After"),
  502: json(errorSchema, "The AI service failed or answered something unusable"),
  503: json(errorSchema, "The AI service (or storage) is unavailable"),
  504: json(errorSchema, "The AI service took too long"),
};
const streamQuery = z.object({ stream: z.enum(["0", "1", "true", "false"]).optional() });
const SSE_DESCRIPTION =
  "With ?stream=1: Server-Sent Events `delta` {text}, then `done` (this JSON, with the `history_id` of the History item the server wrote, or `history_error` when that write failed) or `error` {code, message}";

function fn<N extends FunctionName, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, summary: string, body: B, result: R, streamable = false) {
  return createRoute({
    method: "post",
    path: `/${name}` as `/${N}`,
    tags: ["functions"],
    summary,
    security: [{ bearerAuth: [] }],
    // Every generation writes content into the workspace: writers and above.
    middleware: inWorkspace("write"),
    request: { ...(streamable ? { query: streamQuery } : {}), body: { content: { "application/json": { schema: body } }, required: true } },
    responses: {
      200: streamable
        ? { content: { "application/json": { schema: result }, "text/event-stream": { schema: z.string() } }, description: `The result. ${SSE_DESCRIPTION}` }
        : json(result, "The result"),
      ...errors,
    },
  });
}

/** generate-text-post also takes the idea request the content pages send for non-social types (spec §7 direct HTTP). */
export const textPostIdeasBody = generateIdeasBody.extend({
  prompt: z.string({ error: messages.generation.enterContentFirst }).max(LIMITS.promptTextChars),
  numPosts: generateIdeasBody.shape.numPosts.unwrap(),
});

export const routes = {
  textPost: fn(
    "generate-text-post",
    "Write one piece of content from text (or ideas, given {prompt, numPosts})",
    z.union([generateTextPostBody, textPostIdeasBody]),
    z.union([recordedContentResult, ideasResult]),
    true,
  ),
  analyzeImage: fn("analyze-image", "Write content from up to four images", analyzeImageBody, recordedAnalyzeImageResult, true),
  alternatives: fn("generate-alternatives", "Alternative versions of a text (exactly count, distinct)", generateAlternativesBody, recordedAlternativesResult),
  adjust: fn("adjust-post", "Revise a post by adjustment notes", adjustPostBody, recordedContentResult, true),
  expand: fn("expand-content", "Expand content to a length (short, medium, long)", expandContentBody, recordedExpandContentResult, true),
  clusters: fn("generate-with-clusters", "Content ideas from a style cluster", generateIdeasBody, ideasResult),
  socialPosts: fn("generate-social-posts", "Social post ideas from a prompt (and a cluster)", generateIdeasBody, ideasResult),
  notes: fn("process-notes", "Topics {topic, details} from notes", processNotesBody, processNotesResult),
  headlines: fn("generate-headlines", "1 to 20 headlines for a text, each labelled with its formula and counted", generateHeadlinesBody, headlinesResult),
  seo: fn("generate-seo", "SEO copy for a text: meta title, meta description, slug, 5 keywords, Open Graph title and description", generateSeoBody, seoResult),
  visuals: fn(
    "suggest-visuals",
    "Three visual concepts for a draft (what it shows, why it fits, image prompt, aspect ratio for the platform, alt text)",
    suggestVisualsBody,
    suggestVisualsResult,
  ),
  image: fn("generate-image", "Generate images; stored in social_images", generateImageBody, generateImageResult),
  repurpose: fn("repurpose", "Rewrite a text for several targets at once (X thread, LinkedIn, newsletter section, ...), counted against their limits", repurposeBody, recordedRepurposeResult),
};
