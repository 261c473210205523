import { createRoute } from "@hono/zod-openapi";
import { notFound, unprocessable } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import { authorOf, inWorkspace, workspaceErrorResponses } from "@/server/http/workspace-routes";
import { publishWorkspaceChange } from "@/server/http/workspace-scope";
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
import { json, jsonBody, signedInMeta } from "@/server/lib/openapi";

const errors = workspaceErrorResponses;
const meta = signedInMeta("clusters");

const list = createRoute({
  ...meta,
  middleware: inWorkspace("read"),
  method: "get",
  path: "/",
  summary: "The workspace's style clusters, newest first, with how many posts each holds",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(clusterSchema), "A page of clusters"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "post",
  path: "/",
  summary: "Create a style cluster",
  request: jsonBody(createClusterBody),
  responses: { 201: json(clusterSchema, "The new cluster"), ...errors },
});

const get = createRoute({
  ...meta,
  middleware: inWorkspace("read"),
  method: "get",
  path: "/{id}",
  summary: "One style cluster",
  request: { params: idParamSchema },
  responses: { 200: json(clusterSchema, "The cluster"), ...errors },
});

const update = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "patch",
  path: "/{id}",
  summary: "Rename a style cluster or change its description",
  request: { params: idParamSchema, ...jsonBody(updateClusterBody) },
  responses: { 200: json(clusterSchema, "The updated cluster"), ...errors },
});

const remove = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "delete",
  path: "/{id}",
  summary: "Delete a style cluster (its content stays in the history)",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...errors },
});

const listPosts = createRoute({
  ...meta,
  middleware: inWorkspace("read"),
  method: "get",
  path: "/{id}/posts",
  summary: "The content history rows in a cluster, newest first",
  request: { params: idParamSchema, query: listQuerySchema },
  responses: { 200: json(listResponse(clusterPostSchema), "A page of the cluster's content"), ...errors },
});

const setPosts = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "put",
  path: "/{id}/posts",
  summary: "Set the cluster's membership: links posts not yet in it, unlinks members not named",
  request: { params: idParamSchema, ...jsonBody(setClusterPostsBody) },
  responses: {
    200: json(setClusterPostsResult, "How many links were added and removed"),
    ...errors,
    422: json(errorSchema, "A post is not one of the workspace's history rows"),
  },
});

export function createClustersRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await createClustersRepository(c.var.deps.database.db).list(c.var.workspace.id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toCluster), 200);
  });

  router.openapi(create, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createClustersRepository(c.var.deps.database.db).insert(authorOf(c), c.req.valid("json"), now);
    await publishWorkspaceChange(c, "clusters", row.id);
    return c.json(toCluster(row), 201);
  });

  router.openapi(get, async (c) => {
    const row = await createClustersRepository(c.var.deps.database.db).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toCluster(row), 200);
  });

  router.openapi(update, async (c) => {
    const row = await createClustersRepository(c.var.deps.database.db).update(c.var.workspace.id, c.req.valid("param").id, c.req.valid("json"));
    if (!row) throw notFound();
    await publishWorkspaceChange(c, "clusters", row.id);
    return c.json(toCluster(row), 200);
  });

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    const deleted = await createClustersRepository(c.var.deps.database.db).remove(c.var.workspace.id, id);
    if (!deleted) throw notFound();
    await publishWorkspaceChange(c, "clusters", id);
    return c.body(null, 204);
  });

  router.openapi(listPosts, async (c) => {
    const repo = createClustersRepository(c.var.deps.database.db);
    const { id } = c.req.valid("param");
    const { limit, cursor } = c.req.valid("query");
    if (!(await repo.find(c.var.workspace.id, id))) throw notFound();
    const rows = await repo.listPosts(c.var.workspace.id, id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toClusterPost), 200);
  });

  router.openapi(setPosts, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const { post_ids } = c.req.valid("json");
    const { id } = c.req.valid("param");
    const result = await createClustersRepository(c.var.deps.database.db).setMembership(c.var.workspace.id, id, post_ids, now);
    if (!result.ok && result.reason === "cluster_not_found") throw notFound();
    if (!result.ok) throw unprocessable(messages.clusters.postsNotFound, "posts_not_found", { post_ids: result.missing });
    await publishWorkspaceChange(c, "clusters", id);
    return c.json({ added: result.added, removed: result.removed }, 200);
  });

  return router;
}
