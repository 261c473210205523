import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { hashToken, randomToken } from "@/server/auth/tokens";
import { excerpt, recordActivity } from "@/server/features/activity/activity.service";
import { toIso } from "@/server/db/helpers";
import { clientIp } from "@/server/http/client-ip";
import { enforceRate } from "@/server/http/enforce-rate";
import { createRouter } from "@/server/http/router";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { badRequest, notFound } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import type { BucketRule } from "@/server/lib/rate-limit";
import { signStorageUrl } from "@/server/storage/signed-url";
import { errorSchema, idParamSchema } from "@/shared/contracts/common";
import { type DraftData, draftText } from "@/shared/contracts/drafts";
import {
  createdReviewLinkSchema,
  createReviewLinkBody,
  memberReviewCommentSchema,
  publicReviewCommentBody,
  publicReviewSchema,
  REVIEW,
  reviewCommentsQuery,
  reviewLinkSchema,
  reviewTokenParams,
  type PublicReviewDraft,
} from "@/shared/contracts/review";
import { WORKSPACE_CHANGED_EVENT, type WorkspaceChangedPayload, workspaceChannel } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { createReviewRepository, type ReviewLinkRow, toMemberComment, toReviewLink } from "./review.repository";

/**
 * Review links (issue 26 point 6). Members (writers and above make and revoke them, every member reads them) under
 * /api/review-links; the client's side under /api/review/{token}, without an account: read-only but for a comment,
 * rate-limited per address and per link, and answering the same 404 for a token that never existed, a revoked or
 * an expired link, and a draft the link does not share.
 */
const meta = signedInMeta("review-links");
const roleErrors = { 403: json(errorSchema, "Your role in this workspace cannot do this"), 404: json(errorSchema, "Workspace or link not found") };

const listLinks = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's review links, newest first, with their state, when last opened and their comment count",
  responses: { 200: json(z.object({ data: z.array(reviewLinkSchema) }), "The links"), ...roleErrors, ...errorResponses },
});
const createLink = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "post",
  path: "/",
  summary: "Share drafts of the workspace for review; the link's token is answered this once (only its hash is kept)",
  request: jsonBody(createReviewLinkBody),
  responses: { 201: json(createdReviewLinkSchema, "The link, with its token and path"), ...roleErrors, ...errorResponses },
});
const revokeLink = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "post",
  path: "/{id}/revoke",
  summary: "Revoke a review link: from now on it answers as if it never existed",
  request: { params: idParamSchema },
  responses: { 200: json(reviewLinkSchema, "The revoked link"), ...roleErrors, ...notYoursResponse, ...errorResponses },
});
const listComments = createRoute({
  ...signedInMeta("review-links"),
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/comments",
  summary: "Clients' comments on drafts of the workspace (draft_ids: comma-separated), oldest first",
  request: { query: reviewCommentsQuery },
  responses: { 200: json(z.object({ data: z.array(memberReviewCommentSchema) }), "The comments"), ...roleErrors, ...errorResponses },
});

const unavailable = { 404: json(errorSchema, "No such link, revoked, expired, or a draft the link does not share (all alike)") };
const throttled = { 429: json(errorSchema, "Too many requests from this address or on this link") };
const getPublic = createRoute({
  tags: ["review"],
  method: "get",
  path: "/{token}",
  summary: "A review link's drafts, each as its post (text, images) with the clients' comments; no sign-in",
  request: { params: reviewTokenParams },
  responses: { 200: json(publicReviewSchema, "The shared drafts"), ...unavailable, ...throttled, 400: json(errorSchema, "Invalid request") },
});
const commentPublic = createRoute({
  tags: ["review"],
  method: "post",
  path: "/{token}/comments",
  summary: "Comment on one of the link's drafts under a name; no sign-in",
  request: { params: reviewTokenParams, ...jsonBody(publicReviewCommentBody) },
  responses: {
    201: json(z.object({ name: z.string(), body: z.string(), created_at: z.string() }), "The comment"),
    ...unavailable,
    ...throttled,
    400: json(errorSchema, "Invalid request"),
  },
});

const repo = (c: Context<AppEnv>) => createReviewRepository(c.var.deps.database.db);
const perMinute = (n: number): BucketRule => ({ burst: n, refillPerSecond: n / 60 });

/** Images the client may load without an account: short-lived signed addresses of the row's stored images. */
function imageUrls(c: Context<AppEnv>, data: DraftData): string[] {
  const { config, clock } = c.var.deps;
  return data.selectedImages.flatMap((image) => {
    if (!image.path) return [];
    const bucket = image.source === "uploaded" ? "image-storage" : "social_images";
    return [signStorageUrl(config, bucket, image.path, REVIEW.imageUrlTtlSeconds, clock.now())];
  });
}

/** The usable link of the path's token, after the per-address limit; then the per-link limit. One 404 for the rest. */
async function usableLink(c: Context<AppEnv>, token: string, kind: "read" | "comment"): Promise<ReviewLinkRow> {
  const rule = perMinute(kind === "read" ? REVIEW.readsPerMinute : REVIEW.commentsPerMinute);
  const message = kind === "comment" ? messages.review.commentThrottled : undefined;
  await enforceRate(c, `review:${kind}:ip:${clientIp(c)}`, rule, message);
  const link = await repo(c).findUsable(hashToken(token), c.var.deps.clock.now().toISOString());
  if (!link) throw notFound(messages.review.unavailable, "review_link_unavailable");
  await enforceRate(c, `review:${kind}:link:${link.id}`, rule, message);
  return link;
}

export function createReviewLinksRouter() {
  const router = createRouter();

  router.openapi(listLinks, async (c) => {
    const rows = await repo(c).list(c.var.workspace.id, 200);
    const counts = await repo(c).commentCounts(rows.map((r) => r.id));
    const now = c.var.deps.clock.now();
    return c.json({ data: rows.map((r) => toReviewLink(r, counts.get(r.id) ?? 0, now)) }, 200);
  });

  router.openapi(createLink, async (c) => {
    const body = c.req.valid("json");
    const ids = [...new Set(body.draft_ids)];
    const workspaceId = c.var.workspace.id;
    if ((await repo(c).countDraftsIn(workspaceId, ids)) !== ids.length) throw badRequest(messages.review.draftsNotFound, "unknown_draft");
    const now = c.var.deps.clock.now();
    const token = randomToken(24);
    const row = await repo(c).insert({
      workspaceId,
      tokenHash: hashToken(token),
      label: body.label,
      platform: body.platform,
      draftIds: ids,
      createdBy: c.var.user.id,
      expiresAt: new Date(now.getTime() + body.expires_in_days * 86_400_000).toISOString(),
      createdAt: now.toISOString(),
    });
    await publishWorkspaceChange(c, "reviewLinks", row.id);
    await recordActivity(c.var.deps, {
      workspaceId,
      actorId: c.var.user.id,
      verb: "review_link_created",
      objectKind: "review_link",
      objectId: row.id,
      draftId: ids.length === 1 ? ids[0] : null,
      summary: messages.activity.reviewLinkCreated(body.label, ids.length),
    });
    return c.json({ ...toReviewLink(row, 0, now), token, path: `${REVIEW.path}${token}` }, 201);
  });

  router.openapi(revokeLink, async (c) => {
    const row = await repo(c).revoke(c.var.workspace.id, c.req.valid("param").id, c.var.deps.clock.now().toISOString());
    if (!row) throw notFound(messages.review.linkNotFound);
    const counts = await repo(c).commentCounts([row.id]);
    await publishWorkspaceChange(c, "reviewLinks", row.id);
    return c.json(toReviewLink(row, counts.get(row.id) ?? 0, c.var.deps.clock.now()), 200);
  });

  router.openapi(listComments, async (c) => {
    const raw = c.req.valid("query").draft_ids ?? "";
    const ids = raw.split(",").map((s) => s.trim()).filter((s) => z.string().uuid().safeParse(s).success).slice(0, REVIEW.maxDrafts);
    const rows = await repo(c).commentsOnDrafts(c.var.workspace.id, ids, REVIEW.maxCommentsShown);
    return c.json({ data: rows.map(toMemberComment) }, 200);
  });

  return router;
}

/** /api/review/{token}: the client's side, no account. */
export function createPublicReviewRouter() {
  const router = createRouter();

  router.openapi(getPublic, async (c) => {
    const link = await usableLink(c, c.req.valid("param").token, "read");
    const now = c.var.deps.clock.now().toISOString();
    await repo(c).markOpened(link.id, now);
    const rows = await repo(c).draftsOf(link);
    const comments = await repo(c).commentsOnDrafts(link.workspaceId, rows.map((r) => r.id), REVIEW.maxCommentsShown);
    const drafts: PublicReviewDraft[] = rows.map((row) => ({
      id: row.id,
      text: draftText(row.data),
      images: imageUrls(c, row.data),
      updated_at: toReviewTime(row.updatedAt),
      comments: comments.filter((k) => k.draftId === row.id).map((k) => ({ name: k.reviewerName, body: k.body, created_at: toReviewTime(k.createdAt) })),
    }));
    const shape = toReviewLink(link, 0, c.var.deps.clock.now());
    return c.json({ label: link.label, platform: shape.platform, expires_at: shape.expires_at, drafts }, 200);
  });

  router.openapi(commentPublic, async (c) => {
    const link = await usableLink(c, c.req.valid("param").token, "comment");
    const body = c.req.valid("json");
    if (!link.draftIds.includes(body.draft_id)) throw notFound(messages.review.unavailable, "review_link_unavailable");
    const [draft] = await repo(c).draftsOf({ ...link, draftIds: [body.draft_id] });
    if (!draft) throw notFound(messages.review.unavailable, "review_link_unavailable");
    const row = await repo(c).insertComment({
      workspaceId: link.workspaceId,
      linkId: link.id,
      draftId: draft.id,
      reviewerName: body.name,
      body: body.body,
      createdAt: c.var.deps.clock.now().toISOString(),
    });
    await recordActivity(c.var.deps, {
      workspaceId: link.workspaceId,
      actorId: null,
      actorName: body.name,
      verb: "client_commented",
      objectKind: "review_comment",
      objectId: row.id,
      draftId: draft.id,
      summary: messages.activity.clientCommented(excerpt(draftText(draft.data), 40)),
    });
    await c.var.deps.services.realtime
      ?.publish(workspaceChannel(link.workspaceId), WORKSPACE_CHANGED_EVENT, { resource: "reviewLinks", id: row.id, by: null } satisfies WorkspaceChangedPayload)
      .catch((err: unknown) => c.var.log?.warn({ err }, "review comment not announced"));
    return c.json({ name: row.reviewerName, body: row.body, created_at: toReviewTime(row.createdAt) }, 201);
  });

  return router;
}

const toReviewTime = (value: string) => toIso(value) ?? value;
