import { createRoute } from "@hono/zod-openapi";
import { requireCaller } from "@/server/auth/middleware";
import { notFound } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { accountSchema, createAccountBody, updateAccountBody } from "@/shared/contracts/accounts";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import { createAccountsRepository, toAccount } from "./accounts.repository";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";

const errors = errorResponses;
const meta = signedInMeta("accounts");

const list = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's social media accounts, newest first",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(accountSchema), "A page of accounts"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/",
  summary: "Create a social media account",
  request: jsonBody(createAccountBody),
  responses: { 201: json(accountSchema, "The new account"), ...errors },
});

const get = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/{id}",
  summary: "One social media account",
  request: { params: idParamSchema },
  responses: { 200: json(accountSchema, "The account"), ...notYoursResponse, ...errors },
});

const update = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "patch",
  path: "/{id}",
  summary: "Change some fields of a social media account",
  request: { params: idParamSchema, ...jsonBody(updateAccountBody) },
  responses: { 200: json(accountSchema, "The updated account"), ...notYoursResponse, ...errors },
});

const remove = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "delete",
  path: "/{id}",
  summary: "Delete a social media account",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...notYoursResponse, ...errors },
});

export function createAccountsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await createAccountsRepository(c.var.deps.database.db).list(c.var.workspace.id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toAccount), 200);
  });

  router.openapi(create, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createAccountsRepository(c.var.deps.database.db).insert(c.var.workspace.id, c.var.user.id, c.req.valid("json"), now);
    await publishWorkspaceChange(c, "accounts", row.id);
    return c.json(toAccount(row), 201);
  });

  router.openapi(get, async (c) => {
    const row = await createAccountsRepository(c.var.deps.database.db).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toAccount(row), 200);
  });

  router.openapi(update, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createAccountsRepository(c.var.deps.database.db).update(c.var.workspace.id, c.req.valid("param").id, c.req.valid("json"), now);
    if (!row) throw notFound();
    await publishWorkspaceChange(c, "accounts", row.id);
    return c.json(toAccount(row), 200);
  });

  router.openapi(remove, async (c) => {
    const deleted = await createAccountsRepository(c.var.deps.database.db).remove(c.var.workspace.id, c.req.valid("param").id);
    if (!deleted) throw notFound();
    // Its publishing account and scheduled posts went with it (cascade).
    for (const resource of ["accounts", "publishingAccounts", "scheduledPosts"]) await publishWorkspaceChange(c, resource, c.req.valid("param").id);
    return c.body(null, 204);
  });

  return router;
}
