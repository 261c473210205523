/**
 * Every request passes here (app.ts): it is counted and timed by its route's template, and while the process
 * stops it is told so. Draining: answers close their connection, so clients and proxies open the next one
 * elsewhere. Closed: a request still arriving on an open connection is refused with 503 (health probes answer).
 */
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "@/server/app-env";
import type { ErrorBody } from "@/server/lib/errors";
import { messages } from "@/shared/messages";

const HEALTH_PREFIX = "/api/health";

/**
 * The template of the route that answers (`/api/prompts/:id`), never the URL: label values stay as few as the
 * routes. Middleware (`use`, `all`) and the web app's catch-all are skipped; a path no route has is one label.
 */
export function routeLabel(c: Context): string {
  for (const route of matchedRoutes(c)) {
    if (route.method !== "ALL" && route.path !== "*" && route.path !== "/*") return route.path;
  }
  return c.req.path.startsWith("/api/") ? "/api/*" : "web";
}

export const opsEdge: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ops = c.get("deps").services.ops;
  if (!ops) return next();
  const started = performance.now();
  if (ops.lifecycle.phase === "closed" && !c.req.path.startsWith(HEALTH_PREFIX)) {
    c.res = c.json({ error: { code: "shutting_down", message: messages.api.serviceUnavailable, request_id: c.get("requestId") } } satisfies ErrorBody, 503, {
      "Retry-After": "1",
      Connection: "close",
    });
  } else {
    // Errors thrown further in are answered by the app's error handler before this resumes.
    await next();
    if (ops.lifecycle.phase !== "serving") c.header("Connection", "close");
  }
  ops.metrics.observeRequest(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
};
