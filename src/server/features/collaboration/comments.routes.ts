import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { createRouter } from "@/server/http/router";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { badRequest, forbidden, notFound } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { membersAmong } from "@/server/db/memberships";
import { createApprovalsRepository } from "./approvals.repository";
import { commentSchema, createCommentBody, draftText, updateCommentBody } from "@/shared/contracts/collaboration";
import { errorSchema } from "@/shared/contracts/common";
import { messages } from "@/shared/messages";
import { reanchor } from "@/shared/comment-anchor";
import { can } from "@/shared/roles";
import { announceCollab, draftCommented, notifierOf } from "./collaboration.service";
import { createCommentsRepository, toComment } from "./comments.repository";

// Viewers read and write comments (reviewers comment, as on Typefully); editing a draft stays a writer's (decision 033).
const meta = signedInMeta("comments");
const roleErrors = { 403: json(errorSchema, "Your role in this workspace cannot do this"), ...notYoursResponse };
const draftParam = z.object({ id: z.string().uuid() });
const commentParam = z.object({ id: z.string().uuid(), commentId: z.string().uuid() });
// Viewers read and write comments (reviewers comment); editing a draft stays a writer's (decision 033).

const list = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/{id}/comments",
  summary: "A draft's comments, oldest first (threads: replies name their parent)",
  request: { params: draftParam },
  responses: { 200: json(z.object({ data: z.array(commentSchema) }), "The comments"), ...roleErrors, ...errorResponses },
});
const create = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "post",
  path: "/{id}/comments",
  summary: "Comment on a draft or a passage of its text (quote and anchor_start), or reply to a thread; mentions are notified",
  request: { params: draftParam, ...jsonBody(createCommentBody) },
  responses: { 201: json(commentSchema, "The comment"), ...roleErrors, ...errorResponses },
});
const update = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "patch",
  path: "/{id}/comments/{commentId}",
  summary: "Edit a comment (its author) or resolve / reopen a thread (its author or a writer)",
  request: { params: commentParam, ...jsonBody(updateCommentBody) },
  responses: { 200: json(commentSchema, "The comment"), ...roleErrors, ...errorResponses },
});
const remove = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "delete",
  path: "/{id}/comments/{commentId}",
  summary: "Delete a comment and its replies (its author or an admin)",
  request: { params: commentParam },
  responses: { 204: { description: "Deleted" }, ...roleErrors, ...errorResponses },
});

export function createCommentsRouter() {
  const router = createRouter();
  const repo = (c: Context<AppEnv>) => createCommentsRepository(c.var.deps.database.db);
  const draftOf = async (c: Context<AppEnv>, id: string) => {
    const draft = await createApprovalsRepository(c.var.deps.database.db).draft(c.var.workspace.id, id);
    if (!draft) throw notFound();
    return draft;
  };
  const announce = (c: Context<AppEnv>, draftId: string) => announceCollab(c.var.deps, c.var.workspace.id, { draft_id: draftId, what: "comments", by: c.var.user.id });

  router.openapi(list, async (c) => {
    const { id } = c.req.valid("param");
    await draftOf(c, id);
    return c.json({ data: (await repo(c).list(c.var.workspace.id, id)).map(toComment) }, 200);
  });

  router.openapi(create, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const draft = await draftOf(c, id);
    const comments = repo(c);
    const ws = c.var.workspace.id;
    const parent = body.parent_id ? await comments.find(ws, id, body.parent_id) : undefined;
    if (body.parent_id && !parent) throw notFound(messages.collaboration.commentNotFound, "comment_not_found");
    if (parent?.parentId) throw badRequest(messages.collaboration.replyToReply, "reply_to_reply");
    // Only members of this workspace can be mentioned; other ids are dropped.
    const mentions = [...(await membersAmong(c.var.deps.database.db, ws, body.mentions))];
    let anchor: { anchorStart: number; anchorEnd: number; anchorLost: boolean } | object = {};
    if (body.quote !== undefined && !parent) {
      const found = reanchor(draftText(draft.data), body.quote, body.anchor_start ?? 0, body.quote.length);
      anchor = { anchorStart: found.lost ? (body.anchor_start ?? 0) : found.start, anchorEnd: found.lost ? (body.anchor_start ?? 0) + body.quote.length : found.end, anchorLost: found.lost };
    }
    const now = c.var.deps.clock.now().toISOString();
    const row = await comments.insert({
      workspaceId: ws,
      draftId: id,
      parentId: parent?.id ?? null,
      authorId: c.var.user.id,
      body: body.body,
      mentions,
      quote: parent ? null : (body.quote ?? null),
      ...anchor,
      createdAt: now,
      updatedAt: now,
    });
    const notifier = notifierOf(c.var.deps);
    const base = { workspaceId: ws, actorId: c.var.user.id, draftId: id, page: draft.page, excerpt: body.body };
    await notifier.notify({ ...base, kind: "mention", recipients: mentions });
    if (parent) {
      const thread = await comments.threadAuthors(ws, id, parent.id);
      await notifier.notify({ ...base, kind: "reply", recipients: thread.filter((u) => !mentions.includes(u)) });
    }
    await draftCommented(c.var.deps, ws, row, c.var.user.id);
    await announce(c, id);
    const saved = await comments.find(ws, id, row.id);
    return c.json(toComment(saved!), 201);
  });

  router.openapi(update, async (c) => {
    const { id, commentId } = c.req.valid("param");
    const body = c.req.valid("json");
    const ws = c.var.workspace.id;
    const comments = repo(c);
    const current = await comments.find(ws, id, commentId);
    if (!current) throw notFound(messages.collaboration.commentNotFound, "comment_not_found");
    const mine = current.authorId === c.var.user.id;
    if ((body.body !== undefined || body.mentions !== undefined) && !mine) throw forbidden(messages.collaboration.authorOnly, "not_comment_author");
    if (body.resolved !== undefined && !mine && !can(c.var.workspace.role, "write")) throw forbidden(messages.collaboration.resolveWho, "cannot_resolve");
    const now = c.var.deps.clock.now().toISOString();
    const mentions = body.mentions ? [...(await membersAmong(c.var.deps.database.db, ws, body.mentions))] : undefined;
    const saved = await comments.update(
      ws,
      id,
      commentId,
      {
        ...(body.body !== undefined ? { body: body.body, editedAt: now } : {}),
        ...(mentions ? { mentions } : {}),
        ...(body.resolved !== undefined ? { resolvedAt: body.resolved ? now : null, resolvedBy: body.resolved ? c.var.user.id : null } : {}),
      },
      now,
    );
    // People newly mentioned in an edit hear of it; those already mentioned do not again.
    const added = (mentions ?? []).filter((u) => !current.mentions.includes(u));
    const draft = await draftOf(c, id);
    await notifierOf(c.var.deps).notify({ workspaceId: ws, kind: "mention", recipients: added, actorId: c.var.user.id, draftId: id, page: draft.page, excerpt: saved!.body });
    await announce(c, id);
    return c.json(toComment(saved!), 200);
  });

  router.openapi(remove, async (c) => {
    const { id, commentId } = c.req.valid("param");
    const ws = c.var.workspace.id;
    const comments = repo(c);
    const current = await comments.find(ws, id, commentId);
    if (!current) throw notFound(messages.collaboration.commentNotFound, "comment_not_found");
    if (current.authorId !== c.var.user.id && !can(c.var.workspace.role, "manage")) throw forbidden(messages.collaboration.authorOrAdmin, "cannot_delete_comment");
    await comments.remove(ws, id, commentId);
    await announce(c, id);
    return c.body(null, 204);
  });

  return router;
}
