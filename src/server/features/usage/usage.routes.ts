/**
 * /api/usage (issue 13): the usage report (a member sees the calls of every member in the request's workspace,
 * issue 25; an instance admin everyone's, or one user's with user_id) and the per-model prices behind its cost estimate (everyone signed in reads them; admins set them).
 */
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin, requireCaller, requireUser } from "@/server/auth/middleware";
import { errorResponses, json, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { errorSchema } from "@/shared/contracts/common";
import { modelPriceList, setModelPriceBody, usageQuery, usageReport } from "@/shared/contracts/usage";
import { createUsageRepository } from "./usage.repository";
import { periodOf } from "./usage.period";

const meta = signedInMeta("usage");

const report = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "AI calls, tokens, errors, median latency and estimated cost per model and per day",
  description:
    "For the last 7, 30 or 90 days (UTC, today included). A member gets the calls of the workspace (X-Workspace-Id), every member's; an instance admin gets everyone's, or one user's with user_id, and the users with calls for the filter.",
  request: { query: usageQuery },
  responses: { 200: json(usageReport, "The usage report"), ...errorResponses },
});

const listPrices = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/prices",
  summary: "Model prices in US dollars per million input and output tokens",
  responses: { 200: json(modelPriceList, "The prices, by provider then model"), ...errorResponses },
});

const setPrice = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "put",
  path: "/prices",
  summary: "Set the price of a model, keyed by provider and model id (admin)",
  request: { body: { content: { "application/json": { schema: setModelPriceBody } }, required: true } },
  responses: {
    200: json(modelPriceList, "All prices, with the new one"),
    ...errorResponses,
    403: json(errorSchema, "Not an administrator"),
    422: json(errorSchema, "A field the route does not take"),
  },
});

export function createUsageRouter() {
  const router = createRouter();

  router.openapi(report, async (c) => {
    const { days, user_id } = c.req.valid("query");
    const user = c.var.user;
    // Only an instance admin may look past the workspace's rows; anyone else's user_id is ignored, never honoured.
    const admin = user.role === "admin";
    const userId = admin ? (user_id ?? null) : null;
    const workspaceId = admin ? null : c.var.workspace.id;
    const period = periodOf(c.var.deps.clock.now(), days);
    const figures = await createUsageRepository(c.var.deps.database.db).report({ userId, workspaceId, ...period });
    // A personal workspace's calls are its owner's own: named as before; a team's are every member's (null).
    const shown = admin ? userId : c.var.workspace.kind === "personal" ? user.id : null;
    return c.json({ days, from: period.fromDay, to: period.toDay, user_id: shown, ...figures }, 200);
  });

  router.openapi(listPrices, async (c) => c.json({ data: await createUsageRepository(c.var.deps.database.db).prices() }, 200));

  router.openapi(
    setPrice,
    async (c) => {
      const body = c.req.valid("json");
      const repo = createUsageRepository(c.var.deps.database.db);
      await repo.setPrice({ provider: body.provider, model: body.model, input: body.input_per_million, output: body.output_per_million }, c.var.user.id);
      return c.json({ data: await repo.prices() }, 200);
    },
  );

  return router;
}
