/**
 * /api/budget (issue 25): the request's workspace's monthly AI budget. Every member reads it (the warning at 80%
 * shows on the content pages and in usage); its admins set and remove it (manage).
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { errorResponses, json, jsonBody, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { errorSchema } from "@/shared/contracts/common";
import { budgetBody, budgetStatusSchema } from "@/shared/contracts/instance-admin";
import { budgetStatus, createBudgetsService } from "./budgets.service";

const meta = signedInMeta("budget");
const responses = { ...errorResponses, 403: json(errorSchema, "The role cannot manage budgets"), 404: json(errorSchema, "Not a member of the workspace") };

const get = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's monthly AI budget, what it used this month and the warning or refusal to show",
  responses: { 200: json(budgetStatusSchema, "The budget this month"), ...responses },
});

const put = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "put",
  path: "/",
  summary: "Set the workspace's monthly AI budget in tokens or US dollars (workspace admins)",
  request: jsonBody(budgetBody),
  responses: { 200: json(budgetStatusSchema, "The budget this month"), ...responses },
});

const remove = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "delete",
  path: "/",
  summary: "Remove the workspace's monthly AI budget: no limit (workspace admins)",
  responses: { 200: json(budgetStatusSchema, "The workspace without a budget"), ...responses },
});

export function createBudgetsRouter() {
  const router = createRouter();
  const status = async (c: Context<AppEnv>) => (await budgetStatus(c.var.deps.database.db, c.var.user.id, c.var.workspace.id, c.var.deps.clock.now()))!;

  router.openapi(get, async (c) => c.json(await status(c), 200));

  router.openapi(put, async (c) => {
    const { unit, monthly_limit } = c.req.valid("json");
    await createBudgetsService(c.var.deps.database.db).set(c.var.workspace.id, unit, monthly_limit, c.var.user.id);
    await publishWorkspaceChange(c, "budget", c.var.workspace.id);
    return c.json(await status(c), 200);
  });

  router.openapi(remove, async (c) => {
    await createBudgetsService(c.var.deps.database.db).remove(c.var.workspace.id);
    await publishWorkspaceChange(c, "budget", c.var.workspace.id);
    return c.json(await status(c), 200);
  });

  return router;
}
