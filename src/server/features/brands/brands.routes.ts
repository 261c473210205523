import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "@/server/auth/middleware";
import { notFound } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import { brandSchema, createBrandBody, updateBrandBody } from "@/shared/contracts/brands";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import { createBrandsRepository, toBrand } from "./brands.repository";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";

const errors = errorResponses;
const meta = signedInMeta("brands");

const list = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/",
  summary: "The caller's brand strategies, newest first",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(brandSchema), "A page of brands"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "post",
  path: "/",
  summary: "Create a brand strategy",
  request: jsonBody(createBrandBody),
  responses: { 201: json(brandSchema, "The new brand"), ...errors },
});

const get = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/{id}",
  summary: "One brand strategy",
  request: { params: idParamSchema },
  responses: { 200: json(brandSchema, "The brand"), ...notYoursResponse, ...errors },
});

const update = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "patch",
  path: "/{id}",
  summary: "Change some fields of a brand strategy",
  request: { params: idParamSchema, ...jsonBody(updateBrandBody) },
  responses: { 200: json(brandSchema, "The updated brand"), ...notYoursResponse, ...errors },
});

const remove = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "delete",
  path: "/{id}",
  summary: "Delete a brand strategy",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...notYoursResponse, ...errors },
});

export function createBrandsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await createBrandsRepository(c.var.deps.database.db).list(c.var.user.id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toBrand), 200);
  });

  router.openapi(create, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createBrandsRepository(c.var.deps.database.db).insert(c.var.user.id, c.req.valid("json"), now);
    return c.json(toBrand(row), 201);
  });

  router.openapi(get, async (c) => {
    const row = await createBrandsRepository(c.var.deps.database.db).find(c.var.user.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toBrand(row), 200);
  });

  router.openapi(update, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createBrandsRepository(c.var.deps.database.db).update(c.var.user.id, c.req.valid("param").id, c.req.valid("json"), now);
    if (!row) throw notFound();
    return c.json(toBrand(row), 200);
  });

  router.openapi(remove, async (c) => {
    const deleted = await createBrandsRepository(c.var.deps.database.db).remove(c.var.user.id, c.req.valid("param").id);
    if (!deleted) throw notFound();
    return c.body(null, 204);
  });

  return router;
}
