import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "@/server/auth/middleware";
import { notFound, unprocessable } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import {
  clusterPostSchema,
  clusterSchema,
  createClusterBody,
  setClusterPostsBody,
  setClusterPostsResult,
  updateClusterBody,
} from "@/shared/contracts/clusters";
import { errorSchema, idParamSchema, listResponse } from "@/shared/contracts/common";
import { messages } from "@/shared/messages";
import { createClustersRepository, toCluster, toClusterPost } from "./clusters.repository";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";

const errors = errorResponses;
const missing = notYoursResponse;
const meta = signedInMeta("clusters");

const list = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/",
  summary: "The caller's style clusters, newest first, with how many posts each holds",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(clusterSchema), "A page of clusters"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "post",
  path: "/",
  summary: "Create a style cluster",
  request: jsonBody(createClusterBody),
  responses: { 201: json(clusterSchema, "The new cluster"), ...errors },
});

const get = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/{id}",
  summary: "One style cluster",
  request: { params: idParamSchema },
  responses: { 200: json(clusterSchema, "The cluster"), ...missing, ...errors },
});

const update = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "patch",
  path: "/{id}",
  summary: "Rename a style cluster or change its description",
  request: { params: idParamSchema, ...jsonBody(updateClusterBody) },
  responses: { 200: json(clusterSchema, "The updated cluster"), ...missing, ...errors },
});

const remove = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "delete",
  path: "/{id}",
  summary: "Delete a style cluster (its content stays in the history)",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...missing, ...errors },
});

const listPosts = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/{id}/posts",
  summary: "The content history rows in a cluster, newest first",
  request: { params: idParamSchema, query: listQuerySchema },
  responses: { 200: json(listResponse(clusterPostSchema), "A page of the cluster's content"), ...missing, ...errors },
});

const setPosts = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "put",
  path: "/{id}/posts",
  summary: "Set the cluster's membership: links posts not yet in it, unlinks members not named",
  request: { params: idParamSchema, ...jsonBody(setClusterPostsBody) },
  responses: {
    200: json(setClusterPostsResult, "How many links were added and removed"),
    ...missing,
    422: json(errorSchema, "A post is not one of the caller's history rows"),
    ...errors,
  },
});

export function createClustersRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await createClustersRepository(c.var.deps.database.db).list(c.var.user.id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toCluster), 200);
  });

  router.openapi(create, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createClustersRepository(c.var.deps.database.db).insert(c.var.user.id, c.req.valid("json"), now);
    return c.json(toCluster(row), 201);
  });

  router.openapi(get, async (c) => {
    const row = await createClustersRepository(c.var.deps.database.db).find(c.var.user.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toCluster(row), 200);
  });

  router.openapi(update, async (c) => {
    const row = await createClustersRepository(c.var.deps.database.db).update(c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
    if (!row) throw notFound();
    return c.json(toCluster(row), 200);
  });

  router.openapi(remove, async (c) => {
    const deleted = await createClustersRepository(c.var.deps.database.db).remove(c.var.user.id, c.req.valid("param").id);
    if (!deleted) throw notFound();
    return c.body(null, 204);
  });

  router.openapi(listPosts, async (c) => {
    const repo = createClustersRepository(c.var.deps.database.db);
    const { id } = c.req.valid("param");
    const { limit, cursor } = c.req.valid("query");
    if (!(await repo.find(c.var.user.id, id))) throw notFound();
    const rows = await repo.listPosts(c.var.user.id, id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toClusterPost), 200);
  });

  router.openapi(setPosts, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const { post_ids } = c.req.valid("json");
    const result = await createClustersRepository(c.var.deps.database.db).setMembership(c.var.user.id, c.req.valid("param").id, post_ids, now);
    if (!result.ok && result.reason === "cluster_not_found") throw notFound();
    if (!result.ok) throw unprocessable(messages.clusters.postsNotFound, "posts_not_found", { post_ids: result.missing });
    return c.json({ added: result.added, removed: result.removed }, 200);
  });

  return router;
}
