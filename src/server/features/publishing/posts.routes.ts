import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { conflict, notFound, unprocessable } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { publishWorkspaceChange, requireCapability, requireKeyScope, requireWorkspace } from "@/server/http/workspace-scope";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import { postsQuerySchema, schedulePostsBody, scheduledPostSchema, updatePostBody, type PostImage } from "@/shared/contracts/publishing";
import { recordActivity } from "@/server/features/activity/activity.service";
import { messages } from "@/shared/messages";
import { askApprovalForPost, writerGate } from "@/server/features/collaboration/collaboration.service";
import { createPublishingAccountsRepository } from "./publishing-accounts.repository";
import { createPostsRepository } from "./posts.repository";
import {
  PUBLISH_QUEUE,
  assertPublishable,
  checkImages,
  checkPlatformLimits,
  checkWhen,
  postedImages,
  removeScheduledPost,
  requeuePost,
  requirePublishing,
  schedulePosts,
  toScheduledPost,
  updateScheduledPost,
  withMetrics,
} from "./posts.service";

const meta = signedInMeta("scheduled-posts");
const notEditable = { 409: json(z.object({}), "Already being published or sent") };

const list = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's scheduled posts (every member's) in a time range (soonest first), by account and status",
  request: { query: postsQuerySchema },
  responses: { 200: json(listResponse(scheduledPostSchema), "Posts"), ...errorResponses },
});
const create = createRoute({
  ...meta,
  // Writers too, from a draft, where approvals are on: their posts wait for a publisher's approval (issue 26).
  middleware: [requireCaller, requireWorkspace, requireCapability("write"), requireKeyScope("publish")] as const,
  method: "post",
  path: "/",
  summary: "Schedule a post (or publish it now) to one or more connected accounts: one post per account",
  request: jsonBody(schedulePostsBody),
  responses: {
    201: json(z.object({ data: z.array(scheduledPostSchema) }), "The scheduled posts"),
    422: json(z.object({}), "Over a platform's limits, not connected, or in the past"),
    ...errorResponses,
  },
});
const get = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/{id}",
  summary: "One scheduled post",
  request: { params: idParamSchema },
  responses: { 200: json(scheduledPostSchema, "The post"), ...notYoursResponse, ...errorResponses },
});
const update = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("publish")] as const,
  method: "patch",
  path: "/{id}",
  summary: "Edit or reschedule a post that has not been sent yet",
  request: { params: idParamSchema, ...jsonBody(updatePostBody) },
  responses: { 200: json(scheduledPostSchema, "The post"), ...notEditable, ...notYoursResponse, ...errorResponses },
});
const remove = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("publish")] as const,
  method: "delete",
  path: "/{id}",
  summary: "Remove a post from the calendar (one being sent right now cannot be)",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...notEditable, ...notYoursResponse, ...errorResponses },
});
const retry = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("publish")] as const,
  method: "post",
  path: "/{id}/retry",
  summary: "Send a failed or missed post again now",
  request: { params: idParamSchema },
  responses: { 200: json(scheduledPostSchema, "The post, scheduled again"), ...notEditable, ...notYoursResponse, ...errorResponses },
});

const posts = (c: Context<AppEnv>) => createPostsRepository(c.var.deps.database.db);

export function createScheduledPostsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const q = c.req.valid("query");
    const rows = await posts(c).list(c.var.workspace.id, {
      from: q.from,
      to: q.to,
      accountId: q.account_id,
      status: q.status,
      upcoming: q.upcoming === "true",
      limit: q.limit,
    });
    return c.json({ data: await withMetrics(c.var.deps, c.var.workspace.id, rows), next_cursor: null }, 200);
  });

  router.openapi(
    create,
    async (c) => {
      const deps = c.var.deps;
      const scope = { userId: c.var.user.id, workspaceId: c.var.workspace.id };
      const { publisher, jobs } = await requirePublishing(deps);
      const input = c.req.valid("json");
      const gate = await writerGate(deps, c.var.workspace, input);
      const found = await createPublishingAccountsRepository(deps.database.db).accountsWithPublishingAccounts(scope.workspaceId, input.account_ids);
      if (found.length !== new Set(input.account_ids).size) throw unprocessable(messages.api.notFound, "account_not_found");
      for (const { account, publishingAccount } of found) assertPublishable(account.platform, publishingAccount !== null && publishingAccount.platform === account.platform);
      const platforms = found.map((f) => f.account.platform);
      const images = postedImages(platforms, input.images, input.document);
      platforms.forEach((platform, i) => checkPlatformLimits([platform], { content: input.content, images: images[i], parts: input.parts, firstComment: input.first_comment }));
      await checkImages(deps, scope, [...input.images, ...(input.document ? [{ bucket: "documents" as const, path: input.document.path }] : [])]);
      const now = deps.clock.now();
      const when = input.publish_now ? now : checkWhen(deps, input.scheduled_at!);
      const targets = found.map((f, i) => ({ accountId: f.account.id, images: images[i] }));
      const created = await schedulePosts(deps, { publisher, jobs }, scope, { ...input, needsApproval: gate.needsApproval }, targets, when, now);
      if (gate.needsApproval && input.draft_id) await askApprovalForPost(deps, scope.workspaceId, input.draft_id, scope.userId);
      if (input.publish_now) jobs.wake(PUBLISH_QUEUE);
      for (const row of created) await publishWorkspaceChange(c, "scheduledPosts", row.id);
      const full = await Promise.all(created.map((r) => posts(c).find(scope.workspaceId, r.id)));
      for (const row of full) {
        if (!row || input.publish_now) continue;
        await recordActivity(deps, {
          workspaceId: scope.workspaceId,
          actorId: scope.userId,
          verb: "scheduled",
          objectKind: "scheduled_post",
          objectId: row.id,
          summary: messages.activity.scheduled(row.platform),
        });
      }
      return c.json({ data: full.filter((r) => r !== undefined).map((r) => toScheduledPost(deps, r)) }, 201);
    },
  );

  router.openapi(get, async (c) => {
    const row = await posts(c).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    const [post] = await withMetrics(c.var.deps, c.var.workspace.id, [row]);
    return c.json(post, 200);
  });

  router.openapi(
    update,
    async (c) => {
      const deps = c.var.deps;
      const workspaceId = c.var.workspace.id;
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const { publisher, jobs } = await requirePublishing(deps);
      const current = await posts(c).find(workspaceId, id);
      if (!current) throw notFound();
      if (current.status !== "scheduled") throw conflict(messages.publishing.notEditable);
      const parts = input.parts === undefined ? current.parts : input.parts;
      const firstComment = input.first_comment === undefined ? current.firstComment : input.first_comment;
      checkPlatformLimits([current.platform], { content: input.content ?? current.content, images: (input.images ?? current.images) as PostImage[], parts, firstComment });
      if (input.images) await checkImages(deps, { userId: c.var.user.id, workspaceId }, input.images);
      const when = input.scheduled_at ? checkWhen(deps, input.scheduled_at) : undefined;
      const now = deps.clock.now().toISOString();
      const updated = await updateScheduledPost(deps, { publisher, jobs }, workspaceId, current, { content: input.content, images: input.images, parts: input.parts, firstComment: input.first_comment, when }, now);
      if (!updated) throw conflict(messages.publishing.notEditable);
      await publishWorkspaceChange(c, "scheduledPosts", id);
      return c.json(toScheduledPost(deps, (await posts(c).find(workspaceId, id))!), 200);
    },
  );

  router.openapi(remove, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid("param");
    const { jobs } = await requirePublishing(deps);
    const current = await posts(c).find(c.var.workspace.id, id);
    if (!current) throw notFound();
    const removed = await removeScheduledPost(deps, jobs, c.var.workspace.id, id);
    if (!removed) throw conflict(messages.publishing.notEditable);
    await publishWorkspaceChange(c, "scheduledPosts", id);
    return c.body(null, 204);
  });

  router.openapi(retry, async (c) => {
    const deps = c.var.deps;
    const workspaceId = c.var.workspace.id;
    const { id } = c.req.valid("param");
    const { publisher, jobs } = await requirePublishing(deps);
    if (!(await posts(c).find(workspaceId, id))) throw notFound();
    const now = deps.clock.now();
    const row = await requeuePost(deps, { publisher, jobs }, workspaceId, id, now);
    if (!row) throw conflict(messages.publishing.notRetryable);
    jobs.wake(PUBLISH_QUEUE);
    await publishWorkspaceChange(c, "scheduledPosts", id);
    return c.json(toScheduledPost(deps, (await posts(c).find(workspaceId, id))!), 200);
  });

  return router;
}
