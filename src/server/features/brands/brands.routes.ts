import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { notFound } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import { authorOf, inWorkspace, workspaceErrorResponses } from "@/server/http/workspace-routes";
import { publishWorkspaceChange } from "@/server/http/workspace-scope";
import { brandSchema, createBrandBody, currentBrandSchema, setCurrentBrandBody, updateBrandBody } from "@/shared/contracts/brands";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import { createBrandsRepository, toBrand } from "./brands.repository";
import { json, jsonBody, signedInMeta } from "@/server/lib/openapi";

const errors = workspaceErrorResponses;
const meta = signedInMeta("brands");
/** Every member reads the workspace's brands; only admins and the owner create, change or delete them. */
const reading = inWorkspace("read");
const managing = inWorkspace("manage");

const list = createRoute({
  ...meta,
  middleware: reading,
  method: "get",
  path: "/",
  summary: "The workspace's brand strategies, newest first",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(brandSchema), "A page of brands"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: managing,
  method: "post",
  path: "/",
  summary: "Create a brand strategy in the workspace (admin)",
  request: jsonBody(createBrandBody),
  responses: { 201: json(brandSchema, "The new brand"), ...errors },
});

const get = createRoute({
  ...meta,
  middleware: reading,
  method: "get",
  path: "/{id}",
  summary: "One brand strategy",
  request: { params: idParamSchema },
  responses: { 200: json(brandSchema, "The brand"), ...errors },
});

const update = createRoute({
  ...meta,
  middleware: managing,
  method: "patch",
  path: "/{id}",
  summary: "Change some fields of a brand strategy (admin)",
  request: { params: idParamSchema, ...jsonBody(updateBrandBody) },
  responses: { 200: json(brandSchema, "The updated brand"), ...errors },
});

const remove = createRoute({
  ...meta,
  middleware: managing,
  method: "delete",
  path: "/{id}",
  summary: "Delete a brand strategy (admin)",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...errors },
});

const repoOf = (c: Context<AppEnv>) => createBrandsRepository(c.var.deps.database.db);

export function createBrandsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await repoOf(c).list(c.var.workspace.id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toBrand), 200);
  });

  router.openapi(create, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await repoOf(c).insert(authorOf(c), c.req.valid("json"), now);
    await publishWorkspaceChange(c, "brands", row.id);
    return c.json(toBrand(row), 201);
  });

  router.openapi(get, async (c) => {
    const row = await repoOf(c).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toBrand(row), 200);
  });

  router.openapi(update, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await repoOf(c).update(c.var.workspace.id, c.req.valid("param").id, c.req.valid("json"), now);
    if (!row) throw notFound();
    await publishWorkspaceChange(c, "brands", row.id);
    return c.json(toBrand(row), 200);
  });

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    const deleted = await repoOf(c).remove(c.var.workspace.id, id);
    if (!deleted) throw notFound();
    await publishWorkspaceChange(c, "brands", id);
    return c.body(null, 204);
  });

  return router;
}

const currentMeta = signedInMeta("brands");

const getCurrent = createRoute({
  ...currentMeta,
  middleware: reading,
  method: "get",
  path: "/",
  summary: "The caller's current brand in the workspace",
  description:
    "Kept per member per workspace, so it follows the member across devices; a member who chose none has the owner's choice, the workspace's current brand. `brand_id` is null when neither is chosen or the chosen brands were deleted.",
  responses: { 200: json(currentBrandSchema, "The current brand"), ...errors },
});

const setCurrent = createRoute({
  ...currentMeta,
  middleware: reading,
  method: "put",
  path: "/",
  summary: "Choose the caller's current brand in the workspace (null: no brand)",
  request: jsonBody(setCurrentBrandBody),
  responses: { 200: json(currentBrandSchema, "The current brand"), ...errors },
});

/** GET/PUT /api/workspaces/current/brand: the member's brand choice in the request's workspace. */
export function createCurrentBrandRouter() {
  const router = createRouter();

  router.openapi(getCurrent, async (c) => c.json({ brand_id: await repoOf(c).currentBrandId(authorOf(c)) }, 200));

  router.openapi(setCurrent, async (c) => {
    const { brand_id } = c.req.valid("json");
    const repo = repoOf(c);
    // Only a brand of this workspace can be chosen: another workspace's is 404, as everywhere.
    if (brand_id !== null && !(await repo.find(c.var.workspace.id, brand_id))) throw notFound();
    await repo.setCurrentBrand(authorOf(c), brand_id, c.var.deps.clock.now().toISOString());
    return c.json({ brand_id }, 200);
  });

  return router;
}
