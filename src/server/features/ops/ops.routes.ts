import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/http/router";
import { serviceUnavailable } from "@/server/lib/errors";
import { messages } from "@/shared/messages";

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["ops"],
  summary: "Liveness and database reachability",
  responses: {
    200: { content: { "application/json": { schema: z.object({ status: z.literal("ok"), database: z.string() }) } }, description: "Healthy" },
    503: { description: "Database unreachable" },
  },
});

export function createOpsRouter() {
  const router = createRouter();
  router.openapi(health, async (c) => {
    try {
      await c.var.deps.database.ping();
    } catch {
      throw serviceUnavailable(messages.api.databaseUnreachable, "database_unreachable");
    }
    return c.json({ status: "ok" as const, database: c.var.deps.database.kind }, 200);
  });
  return router;
}
