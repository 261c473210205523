import { createRoute } from "@hono/zod-openapi";
import { requireCaller } from "@/server/auth/middleware";
import { createRouter } from "@/server/http/router";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { errorResponses, json, signedInMeta } from "@/server/lib/openapi";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { activityQuery, activitySchema } from "@/shared/contracts/activity";
import { errorSchema, listResponse } from "@/shared/contracts/common";
import { createActivityRepository, toActivity } from "./activity.repository";

const list = createRoute({
  ...signedInMeta("activity"),
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's activity, newest first, optionally of one person (actor_id) or one draft (draft_id)",
  request: { query: listQuerySchema.merge(activityQuery) },
  responses: { 200: json(listResponse(activitySchema), "A page of the feed"), 404: json(errorSchema, "Workspace not found"), ...errorResponses },
});

/** GET /api/activity: the request's workspace's feed (X-Workspace-Id), for every member. */
export function createActivityRouter() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    const { cursor, limit, actor_id, draft_id } = c.req.valid("query");
    const rows = await createActivityRepository(c.var.deps.database.db).list(c.var.workspace.id, { actorId: actor_id, draftId: draft_id }, decodeCursor(cursor), limit);
    return c.json(toPage(rows, limit, toActivity), 200);
  });
  return router;
}
