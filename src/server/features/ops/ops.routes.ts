import { createHash, timingSafeEqual } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/http/router";
import { notFound, serviceUnavailable, unauthorized } from "@/server/lib/errors";
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

const live = createRoute({
  method: "get",
  path: "/health/live",
  tags: ["ops"],
  summary: "Liveness for orchestrators: the process is up and its event loop answers (no database call)",
  responses: {
    200: { content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } }, description: "The process is up" },
  },
});

const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  draining: z.boolean().openapi({ description: "A SIGTERM came: the instance finishes what it has and takes nothing new" }),
  database: z.boolean().openapi({ description: "The database answered" }),
  migrations: z.boolean().openapi({ description: "The database has every migration of this build" }),
});

const ready = createRoute({
  method: "get",
  path: "/health/ready",
  tags: ["ops"],
  summary: "Readiness for load balancers: 200 while the instance should get traffic, 503 when draining, the database is unreachable or migrations are missing",
  responses: {
    200: { content: { "application/json": { schema: readySchema } }, description: "Send traffic here" },
    503: { content: { "application/json": { schema: readySchema } }, description: "Send no new traffic here" },
  },
});

const metrics = createRoute({
  method: "get",
  path: "/metrics",
  tags: ["ops"],
  summary: "Prometheus metrics of this instance (bearer METRICS_TOKEN); 404 while METRICS_TOKEN is unset",
  security: [{ bearerAuth: [] }],
  responses: {
    200: { content: { "text/plain": { schema: z.string() } }, description: "Prometheus text exposition format" },
    401: { description: "Missing or wrong token" },
    404: { description: "Metrics are off (METRICS_TOKEN is unset)" },
  },
});

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant time whatever the lengths: both sides are hashed first. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

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
  router.openapi(live, (c) => c.json({ status: "ok" as const }, 200));
  router.openapi(ready, async (c) => {
    const { database, services } = c.var.deps;
    const draining = services.ops ? services.ops.lifecycle.phase !== "serving" : false;
    const databaseUp = await database.ping().then(
      () => true,
      () => false,
    );
    const migrations = databaseUp && (await (services.ops?.migrated() ?? Promise.resolve(true)).catch(() => false));
    const isReady = !draining && databaseUp && migrations;
    c.header("Cache-Control", "no-store");
    return c.json({ status: isReady ? ("ready" as const) : ("not_ready" as const), draining, database: databaseUp, migrations }, isReady ? 200 : 503);
  });
  router.openapi(metrics, async (c) => {
    const token = c.var.deps.config.ops.metricsToken;
    const ops = c.var.deps.services.ops;
    // Safe by default: no token configured, no endpoint (the counts say how busy the server is and with what).
    if (!token || !ops) throw notFound();
    if (!tokenMatches(c.req.header("authorization"), token)) throw unauthorized();
    const body = await ops.metrics.registry.metrics();
    return c.text(body, 200, { "Content-Type": ops.metrics.registry.contentType, "Cache-Control": "no-store" });
  });
  return router;
}
