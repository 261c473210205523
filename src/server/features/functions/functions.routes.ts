/** POST /api/functions/<name>: every AI function of spec §7. The user comes from the token, never the body. */
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { adjustPostJob } from "@/server/ai/functions/adjust-post";
import { analyzeImageJob } from "@/server/ai/functions/analyze-image";
import { expandContentJob } from "@/server/ai/functions/expand-content";
import { generateAlternatives } from "@/server/ai/functions/generate-alternatives";
import { generateIdeas, type IdeasInput } from "@/server/ai/functions/generate-ideas";
import { generateImages } from "@/server/ai/functions/generate-image";
import { generateHeadlines, generateSeo } from "@/server/ai/functions/headlines-seo";
import { processNotes } from "@/server/ai/functions/process-notes";
import { suggestVisuals } from "@/server/ai/functions/suggest-visuals";
import { repurposeContent } from "@/server/ai/functions/repurpose";
import { textPostJob } from "@/server/ai/functions/generate-text-post";
import { outputLanguage, runTextJob, streamTextJob, type FunctionContext, type TextJob } from "@/server/ai/functions/text-job";
import { badRequest, notFound, serviceUnavailable } from "@/server/lib/errors";
import { clientGoneSignal } from "@/server/lib/node-request";
import { createRouter } from "@/server/http/router";
import { workspaceOf } from "@/server/http/workspace-scope";
import type { GenerateIdeasParsed, IdeasResult } from "@/shared/contracts/functions";
import { GENERATION } from "@/shared/constants";
import type { ContentType } from "@/shared/content-types";
import { messages } from "@/shared/messages";
import { routes } from "./functions.contracts";
import { createStorageQuota } from "@/server/features/storage-quota/storage-quota.service";
import { functionContext, gatewayOf, imageStoreOf, wantsStream } from "./functions.context";
import { createFunctionsRepository } from "./functions.repository";
import { sseResponse } from "./functions.sse";
import { generationEntry, historyService, historyTimestamp, recordGenerations, recordOne, repurposeEntry, type GenerationOperation } from "./functions.history";

/** What every content-page generation records, from its body and the language it was written in. */
function generated(ctx: FunctionContext, body: { contentType: ContentType; modelId?: string; language?: string }, operation: GenerationOperation) {
  return { contentType: body.contentType, modelId: body.modelId, language: outputLanguage(ctx, body.language), operation };
}


type TextAnswer<A> = { stream: Response } | { json: A };

/**
 * A generation's answer: Server-Sent Events with ?stream=1, else the JSON result. `record` writes its History item
 * once the text is final and adds the item's id to the result (in the `done` event when streamed).
 */
async function answerText<R, A>(
  c: Context<AppEnv>,
  ctx: FunctionContext,
  job: TextJob<R>,
  record: (result: R) => Promise<A>,
  discard?: () => Promise<void>,
): Promise<TextAnswer<A>> {
  try {
    if (wantsStream(c)) return { stream: sseResponse(c, await streamTextJob(ctx, job), discard, record) };
    return { json: await record(await runTextJob(ctx, job)) };
  } catch (err) {
    await discard?.().catch(() => undefined);
    throw err;
  }
}

async function ideas(c: Context<AppEnv>, operation: IdeasInput["operation"], body: GenerateIdeasParsed, needCluster: boolean): Promise<IdeasResult> {
  let posts = body.clusterPosts;
  if (body.clusterId && !posts.length) {
    const loaded = await createFunctionsRepository(c.var.deps.database.db).clusterPosts(c.var.workspace.id, body.clusterId, GENERATION.examplePosts.max);
    if (!loaded) throw notFound();
    posts = loaded;
  }
  if (needCluster && !body.clusterId && !posts.length) throw badRequest(messages.generation.selectClusterFirst, "cluster_required");
  if (!body.prompt && !posts.length) throw badRequest(messages.generation.enterContentFirst, "prompt_required");
  const ctx = await functionContext(c, { brandId: body.brandId, brandContext: body.brandContext });
  return generateIdeas(ctx, { operation, prompt: body.prompt, posts, contentType: body.contentType, numPosts: body.numPosts, modelId: body.modelId, language: body.language });
}

export function createFunctionsRouter() {
  const router = createRouter();

  router.openapi(
    routes.textPost,
    async (c) => {
      const body = c.req.valid("json");
      if ("textContent" in body) {
        const ctx = await functionContext(c, { brandId: body.brandId });
        const answer = await answerText(c, ctx, textPostJob(body), async (result) => ({
          ...result,
          ...(await recordOne(c, { ...generated(ctx, body, "generate"), content: result.content, originalContent: body.textContent }, body.history)),
        }));
        // An SSE answer is a plain Response; the contract documents it beside the JSON one.
        return "stream" in answer ? (answer.stream as never) : c.json(answer.json, 200);
      }
      return c.json(await ideas(c, "generate-text-post", body, false), 200);
    },
  );

  router.openapi(
    routes.analyzeImage,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      const { job, discard } = await analyzeImageJob(body, ctx.userId, imageStoreOf(c, "image-storage"));
      const record = async (result: { content: string; imageUrls: string[] }) => ({
        ...result,
        ...(await recordOne(
          c,
          { ...generated(ctx, body, "generate"), content: result.content, originalContent: body.textContent ?? "", processingDetails: { imageUrls: result.imageUrls } },
          body.history,
        )),
      });
      const answer = await answerText(c, ctx, job, record, discard);
      return "stream" in answer ? (answer.stream as never) : c.json(answer.json, 200);
    },
  );

  router.openapi(
    routes.alternatives,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      const { alternatives } = await generateAlternatives(ctx, body);
      const at = historyTimestamp(c);
      const entries = alternatives.map((content, i) =>
        generationEntry(
          { ...generated(ctx, body, "alternative"), content, originalContent: body.textContent, processingDetails: { alternativeIndex: i + 1, totalAlternatives: body.count } },
          body.history,
          at,
        ),
      );
      const { ids, error } = await recordGenerations(c, entries);
      return c.json({ alternatives, history_ids: ids, ...(error ? { history_error: error } : {}) }, 200);
    },
  );

  router.openapi(
    routes.adjust,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      const operation = body.history?.translation ? "translate" : "adjust";
      const answer = await answerText(c, ctx, adjustPostJob(body), async (result) => ({
        ...result,
        ...(await recordOne(
          c,
          { ...generated(ctx, body, operation), content: result.content, originalContent: body.originalPost, processingDetails: { adjustmentNotes: body.adjustmentNotes.trim() } },
          body.history,
        )),
      }));
      return "stream" in answer ? (answer.stream as never) : c.json(answer.json, 200);
    },
  );

  router.openapi(
    routes.expand,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      const processingDetails = { mode: body.mode, target: body.history?.expandTarget ?? "post" };
      const answer = await answerText(c, ctx, expandContentJob(body), async (result) => ({
        ...result,
        ...(await recordOne(c, { ...generated(ctx, body, "expand"), content: result.expandedContent, originalContent: body.content, processingDetails }, body.history)),
      }));
      return "stream" in answer ? (answer.stream as never) : c.json(answer.json, 200);
    },
  );

  router.openapi(routes.clusters, async (c) => c.json(await ideas(c, "generate-with-clusters", c.req.valid("json"), true), 200));

  router.openapi(routes.socialPosts, async (c) => c.json(await ideas(c, "generate-social-posts", c.req.valid("json"), false), 200));

  router.openapi(
    routes.notes,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      return c.json(await processNotes(ctx, body), 200);
    },
  );

  router.openapi(
    routes.headlines,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      return c.json(await generateHeadlines(ctx, body), 200);
    },
  );

  router.openapi(
    routes.seo,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      return c.json(await generateSeo(ctx, body), 200);
    },
  );

  router.openapi(routes.visuals, async (c) => {
    const body = c.req.valid("json");
    const ctx = await functionContext(c, { brandId: body.brandId });
    return c.json(await suggestVisuals(ctx, body), 200);
  });

  router.openapi(
    routes.image,
    async (c) => {
      const body = c.req.valid("json");
      const ai = gatewayOf(c);
      // Without storage the images could not be kept or shown: refuse before spending a generation.
      const store = imageStoreOf(c, "social_images");
      if (!store) throw serviceUnavailable();
      // An account with no room left is refused before a generation is spent on images it could not keep.
      await createStorageQuota({ db: c.var.deps.database.db, config: c.var.deps.config }).assertRoom((await workspaceOf(c)).id);
      await ai.limit(c.var.user.id);
      return c.json(await generateImages({ ai, userId: c.var.user.id, workspaceId: c.var.workspace.id, signal: clientGoneSignal(c) }, store, body), 200);
    },
  );

  router.openapi(
    routes.repurpose,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      const result = await repurposeContent(ctx, body);
      const sourceId = await historyService(c)
        .ownedId(c.var.workspace.id, body.history?.sourceHistoryId)
        .catch(() => null);
      const at = historyTimestamp(c);
      const source = { text: body.text, historyId: sourceId };
      const { ids, error } = await recordGenerations(c, result.results.map((item) => repurposeEntry(item, source, result.language, body.modelId, at)));
      const results = result.results.map((item, i) => ({ ...item, history_id: ids[i] }));
      return c.json({ ...result, results, ...(error ? { history_error: error } : {}) }, 200);
    },
  );

  return router;
}
