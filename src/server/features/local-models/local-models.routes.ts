/**
 * /api/local-models: the models this server can download and run itself (issue 11 point 4). Everyone signed
 * in reads the list, the progress and the memory use; downloading, cancelling and deleting need role admin,
 * like every other change to the AI models (DESIGN §7).
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireAdmin, requireUser } from "@/server/auth/middleware";
import { assertModelFits, createStorageQuota } from "@/server/features/storage-quota/storage-quota.service";
import { serviceUnavailable } from "@/server/lib/errors";
import { adminErrorResponses, errorResponses, json, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { errorSchema } from "@/shared/contracts/common";
import {
  addLocalModelByUrlSchema,
  addLocalModelFromHubSchema,
  hubFileListSchema,
  hubFilesQuerySchema,
  hubRepoListSchema,
  hubSearchQuerySchema,
  localModelIdParam,
  localModelListSchema,
  localModelSchema,
  localRuntimeSchema,
} from "@/shared/contracts/local-models";

const meta = signedInMeta("local-models");
const adminErrors = adminErrorResponses({ 404: "No such model in the catalogue", 409: "Already downloaded, or downloading on another instance", 413: "Downloading would take the local models past their disk budget (storage_quota_exceeded)", 422: "Not allowed (the default model cannot be deleted)" });
const params = { params: localModelIdParam };

const list = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/",
  summary: "The downloadable local models, with download progress and what is installed",
  responses: { 200: json(localModelListSchema, "The catalogue"), ...errorResponses },
});

const runtime = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/runtime",
  summary: "The local-model process: state, the model in memory and its memory use",
  responses: { 200: json(localRuntimeSchema, "The runtime"), ...errorResponses },
});

const download = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "post",
  path: "/{id}/download",
  summary: "Download (or resume downloading) a model (admin); it is registered as an AI model when verified",
  request: params,
  responses: { 202: json(localModelSchema, "The download started"), ...adminErrors },
});

const pause = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "post",
  path: "/{id}/pause",
  summary: "Pause a download, keeping the bytes received; downloading again resumes it (admin)",
  request: params,
  responses: { 200: json(localModelSchema, "The model, its download paused"), ...adminErrors },
});

const cancel = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "delete",
  path: "/{id}/download",
  summary: "Cancel a download and delete its partial file (admin)",
  request: params,
  responses: { 200: json(localModelSchema, "The model, no longer downloading"), ...adminErrors },
});

const remove = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "delete",
  path: "/{id}",
  summary: "Delete a downloaded model and its AI model row (admin); refused while it is the default",
  request: params,
  responses: { 200: json(localModelSchema, "The model, available to download again"), ...adminErrors },
});

const addByUrl = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "post",
  path: "/by-url",
  summary: "Add any GGUF file by its https address and start downloading it (admin); private hosts are refused",
  request: { body: { content: { "application/json": { schema: addLocalModelByUrlSchema } }, required: true } },
  responses: { 202: json(localModelSchema, "The download started"), ...adminErrors },
});

const hubErrors = { ...adminErrors, 502: json(errorSchema, "The model hub could not be reached or answered badly") };

const hubSearch = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/hub/search",
  summary: "Search the model hub (HF_HUB_URL) for repositories with GGUF files (admin)",
  request: { query: hubSearchQuerySchema },
  responses: { 200: json(hubRepoListSchema, "Matching repositories"), ...hubErrors },
});

const hubFiles = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/hub/files",
  summary: "List a hub repository's .gguf files with their sizes (admin)",
  request: { query: hubFilesQuerySchema },
  responses: { 200: json(hubFileListSchema, "The repository's GGUF files"), ...hubErrors },
});

const addFromHub = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "post",
  path: "/hub",
  summary: "Add a hub repository's .gguf file, held to the hub's size and sha256, and start downloading it (admin)",
  request: { body: { content: { "application/json": { schema: addLocalModelFromHubSchema } }, required: true } },
  responses: { 202: json(localModelSchema, "The download started"), ...hubErrors },
});

function service(c: Context<AppEnv>) {
  const local = c.var.deps.services.localModels;
  if (!local) throw serviceUnavailable();
  return local;
}

export function createLocalModelsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => c.json({ data: await service(c).list(), next_cursor: null }, 200));

  router.openapi(runtime, async (c) => c.json(await service(c).runtime(), 200));

  router.openapi(download, async (c) => {
    const { id } = c.req.valid("param");
    const local = service(c);
    const { localModelsBudgetBytes } = await createStorageQuota({ db: c.var.deps.database.db, config: c.var.deps.config }).defaults();
    assertModelFits(await local.list(), id, localModelsBudgetBytes);
    return c.json(await local.download(id), 202);
  });

  router.openapi(addByUrl, async (c) => {
    const { url, name } = c.req.valid("json");
    return c.json(await service(c).addByUrl(url, name), 202);
  });

  router.openapi(hubSearch, async (c) => {
    const repos = await service(c).hubSearch(c.req.valid("query").q);
    return c.json({ data: repos, next_cursor: null }, 200);
  });

  router.openapi(hubFiles, async (c) => {
    const files = await service(c).hubFiles(c.req.valid("query").repo);
    return c.json({ data: files.map((f) => ({ path: f.path, size_bytes: f.sizeBytes, sha256: f.sha256 })), next_cursor: null }, 200);
  });

  router.openapi(addFromHub, async (c) => {
    const { repo, file } = c.req.valid("json");
    return c.json(await service(c).addFromHub(repo, file), 202);
  });

  router.openapi(pause, async (c) => c.json(await service(c).pause(c.req.valid("param").id), 200));

  router.openapi(cancel, async (c) => c.json(await service(c).cancel(c.req.valid("param").id), 200));

  router.openapi(remove, async (c) => c.json(await service(c).remove(c.req.valid("param").id), 200));

  return router;
}
