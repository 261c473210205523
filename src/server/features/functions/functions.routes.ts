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
import { repurposeContent } from "@/server/ai/functions/repurpose";
import { textPostJob } from "@/server/ai/functions/generate-text-post";
import { runTextJob, streamTextJob, type FunctionContext, type TextJob } from "@/server/ai/functions/text-job";
import { badRequest, notFound, serviceUnavailable } from "@/server/lib/errors";
import { clientGoneSignal } from "@/server/lib/node-request";
import { createRouter } from "@/server/lib/router";
import type { GenerateIdeasParsed, IdeasResult } from "@/shared/contracts/functions";
import { GENERATION } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { routes } from "./functions.contracts";
import { createStorageQuota } from "@/server/features/storage-quota/storage-quota";
import { functionContext, gatewayOf, imageStoreOf, wantsStream } from "./functions.context";
import { createFunctionsRepository } from "./functions.repository";
import { sseResponse } from "./functions.sse";
import { strictValidationHook, validationHook } from "./functions.validation";


type TextAnswer<R> = { stream: Response } | { json: R };

/** A text function's answer: Server-Sent Events with ?stream=1, else the JSON result. */
async function answerText<R>(c: Context<AppEnv>, ctx: FunctionContext, job: TextJob<R>, discard?: () => Promise<void>): Promise<TextAnswer<R>> {
  try {
    if (wantsStream(c)) return { stream: sseResponse(c, await streamTextJob(ctx, job), discard) };
    return { json: await runTextJob(ctx, job) };
  } catch (err) {
    await discard?.().catch(() => undefined);
    throw err;
  }
}

async function ideas(c: Context<AppEnv>, operation: IdeasInput["operation"], body: GenerateIdeasParsed, needCluster: boolean): Promise<IdeasResult> {
  let posts = body.clusterPosts;
  if (body.clusterId && !posts.length) {
    const loaded = await createFunctionsRepository(c.var.deps.database.db).clusterPosts(c.var.user.id, body.clusterId, GENERATION.examplePosts.max);
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
        const answer = await answerText(c, await functionContext(c, { brandId: body.brandId }), textPostJob(body));
        // An SSE answer is a plain Response; the contract documents it beside the JSON one.
        return "stream" in answer ? (answer.stream as never) : c.json(answer.json, 200);
      }
      return c.json(await ideas(c, "generate-text-post", body, false), 200);
    },
    validationHook,
  );

  router.openapi(
    routes.analyzeImage,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      const { job, discard } = await analyzeImageJob(body, ctx.userId, imageStoreOf(c, "image-storage"));
      const answer = await answerText(c, ctx, job, discard);
      return "stream" in answer ? (answer.stream as never) : c.json(answer.json, 200);
    },
    validationHook,
  );

  router.openapi(
    routes.alternatives,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      return c.json(await generateAlternatives(ctx, body), 200);
    },
    validationHook,
  );

  router.openapi(
    routes.adjust,
    async (c) => {
      const body = c.req.valid("json");
      const answer = await answerText(c, await functionContext(c, { brandId: body.brandId }), adjustPostJob(body));
      return "stream" in answer ? (answer.stream as never) : c.json(answer.json, 200);
    },
    validationHook,
  );

  router.openapi(
    routes.expand,
    async (c) => {
      const body = c.req.valid("json");
      const answer = await answerText(c, await functionContext(c, { brandId: body.brandId }), expandContentJob(body));
      return "stream" in answer ? (answer.stream as never) : c.json(answer.json, 200);
    },
    validationHook,
  );

  router.openapi(routes.clusters, async (c) => c.json(await ideas(c, "generate-with-clusters", c.req.valid("json"), true), 200), validationHook);

  router.openapi(routes.socialPosts, async (c) => c.json(await ideas(c, "generate-social-posts", c.req.valid("json"), false), 200), validationHook);

  router.openapi(
    routes.notes,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      return c.json(await processNotes(ctx, body), 200);
    },
    validationHook,
  );

  router.openapi(
    routes.headlines,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      return c.json(await generateHeadlines(ctx, body), 200);
    },
    strictValidationHook,
  );

  router.openapi(
    routes.seo,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      return c.json(await generateSeo(ctx, body), 200);
    },
    strictValidationHook,
  );

  router.openapi(
    routes.image,
    async (c) => {
      const body = c.req.valid("json");
      const ai = gatewayOf(c);
      // Without storage the images could not be kept or shown: refuse before spending a generation.
      const store = imageStoreOf(c, "social_images");
      if (!store) throw serviceUnavailable();
      // An account with no room left is refused before a generation is spent on images it could not keep.
      await createStorageQuota({ db: c.var.deps.database.db, config: c.var.deps.config }).assertRoom(c.var.user.id);
      await ai.limit(c.var.user.id);
      return c.json(await generateImages({ ai, userId: c.var.user.id, signal: clientGoneSignal(c) }, store, body), 200);
    },
    validationHook,
  );

  router.openapi(
    routes.repurpose,
    async (c) => {
      const body = c.req.valid("json");
      const ctx = await functionContext(c, { brandId: body.brandId });
      return c.json(await repurposeContent(ctx, body), 200);
    },
    strictValidationHook,
  );

  return router;
}
