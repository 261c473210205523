import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "@/server/http/router";
import { inWorkspace, workspaceErrorResponses } from "@/server/http/workspace-routes";
import { dashboardSummarySchema } from "@/shared/contracts/dashboard";
import { createDashboardRepository } from "./dashboard.repository";
import { json } from "@/server/lib/openapi";

const summary = createRoute({
  method: "get",
  path: "/summary",
  tags: ["dashboard"],
  middleware: inWorkspace("read"),
  security: [{ bearerAuth: [] }],
  summary: "The workspace's content count, saved image count and the 5 latest history items",
  description: "In `recent`, content and original_content are shortened to 500 characters.",
  responses: { 200: json(dashboardSummarySchema, "The summary"), ...workspaceErrorResponses },
});

export function createDashboardRouter() {
  const router = createRouter();
  router.openapi(summary, async (c) => c.json(await createDashboardRepository(c.var.deps.database.db).summary(c.var.workspace.id), 200));
  return router;
}
