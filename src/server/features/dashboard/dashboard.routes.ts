import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "@/server/auth/middleware";
import { createRouter } from "@/server/http/router";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { dashboardSummarySchema } from "@/shared/contracts/dashboard";
import { createDashboardRepository } from "./dashboard.repository";
import { errorResponses, json } from "@/server/lib/openapi";

const summary = createRoute({
  method: "get",
  path: "/summary",
  tags: ["dashboard"],
  middleware: [requireUser, requireWorkspace, requireCapability("read")] as const,
  security: [{ bearerAuth: [] }],
  summary: "The workspace's content count, saved image count and the 5 latest history items",
  description: "In `recent`, content and original_content are shortened to 500 characters.",
  responses: { 200: json(dashboardSummarySchema, "The summary"), ...errorResponses },
});

export function createDashboardRouter() {
  const router = createRouter();
  router.openapi(summary, async (c) => c.json(await createDashboardRepository(c.var.deps.database.db).summary(c.var.workspace.id), 200));
  return router;
}
