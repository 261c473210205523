/**
 * /api/analytics (issue 28, point 3): how the workspace's published posts did. Every member reads it (viewers too);
 * the numbers come from post_metrics, written by the publisher's collection jobs (features/publishing/metrics-collector.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { notFound } from "@/server/lib/errors";
import { errorResponses, json, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { analyticsQuery, analyticsReportSchema, bestTimesQuery, bestTimesSchema, postMetricsHistorySchema } from "@/shared/contracts/analytics";
import { idParamSchema } from "@/shared/contracts/common";
import { isPublishable } from "@/shared/platform-limits";
import { bestTimes, buildReport } from "./analytics-report";
import { createAnalyticsRepository } from "./analytics.repository";

const meta = signedInMeta("analytics");
/** Best times look this far back: long enough for a pattern, recent enough to still hold. */
const BEST_TIMES_DAYS = 180;

const report = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's published posts of the last 7, 30, 90 or 365 days with their numbers, by platform and week, ranked, and the best times",
  description:
    "Each post's numbers are its newest snapshot from its platform (likes, reposts, replies, quotes; impressions where the platform gives them). Weeks, weekdays and hours are in `tz` (an IANA time zone, UTC by default).",
  request: { query: analyticsQuery },
  responses: { 200: json(analyticsReportSchema, "The report"), ...errorResponses },
});

const best = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/best-times",
  summary: "Engagement per post by the weekday and hour it was published (last 180 days), and up to three best hours once there are enough posts",
  request: { query: bestTimesQuery },
  responses: { 200: json(bestTimesSchema, "The heatmap and the best hours"), ...errorResponses },
});

const postHistory = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/posts/{id}",
  summary: "Every snapshot of one scheduled post's numbers, oldest first",
  request: { params: idParamSchema },
  responses: { 200: json(postMetricsHistorySchema, "The snapshots"), ...notYoursResponse, ...errorResponses },
});

const repo = (c: Context<AppEnv>) => createAnalyticsRepository(c.var.deps.database.db);
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

export function createAnalyticsRouter() {
  const router = createRouter();

  router.openapi(report, async (c) => {
    const { days, tz } = c.req.valid("query");
    const now = c.var.deps.clock.now();
    const range = { from: daysAgo(now, days), to: now.toISOString() };
    const posts = await repo(c).published(c.var.workspace.id, range);
    return c.json(buildReport(posts, { ...range, timeZone: tz }), 200);
  });

  router.openapi(best, async (c) => {
    const { tz } = c.req.valid("query");
    const posts = await repo(c).published(c.var.workspace.id, { from: daysAgo(c.var.deps.clock.now(), BEST_TIMES_DAYS) });
    return c.json(bestTimes(posts, tz), 200);
  });

  router.openapi(postHistory, async (c) => {
    const { id } = c.req.valid("param");
    const platform = await repo(c).platformOf(c.var.workspace.id, id);
    if (!platform) throw notFound();
    const snapshots = await repo(c).snapshotsOf(c.var.workspace.id, id);
    // A webhook receiver reports nothing back: its posts have no numbers to wait for.
    return c.json({ post_id: id, available: isPublishable(platform) && platform !== "webhook", snapshots }, 200);
  });

  return router;
}
