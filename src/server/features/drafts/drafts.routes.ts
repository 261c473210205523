import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { createRouter } from "@/server/http/router";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { badRequest, conflict, notFound } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { errorSchema, idParamSchema } from "@/shared/contracts/common";
import {
  DRAFT_CHANGED_EVENT,
  DRAFTS,
  DRAFTS_REORDERED_EVENT,
  type Draft,
  type DraftChangedPayload,
  type DraftsReorderedPayload,
  createDraftBody,
  draftText,
  draftConflictSchema,
  draftListQuery,
  draftSchema,
  reorderDraftsBody,
  updateDraftBody,
} from "@/shared/contracts/drafts";
import { workspaceChannel } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { z } from "zod";
import { excerpt, recordActivity } from "@/server/features/activity/activity.service";
import { draftDataChanged } from "@/server/features/collaboration/collaboration.service";
import { draftText as postText } from "@/shared/draft-text";
import { stampVersionAuthors } from "./version-authors";
import { createDraftsRepository, toDraft } from "./drafts.repository";

const meta = signedInMeta("drafts");
const roleErrors = { 403: json(errorSchema, "Your role in this workspace cannot do this"), 404: json(errorSchema, "Workspace not found") };
const conflictResponse = { 409: json(draftConflictSchema, "Changed since base_version (or the id exists): the row as it is now, to merge") };

const list = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's drafts of one content page, in their order",
  request: { query: draftListQuery },
  responses: { 200: json(z.object({ workspace_id: z.string().uuid(), data: z.array(draftSchema) }), "The page's drafts and the workspace they belong to (its realtime channel)"), ...roleErrors, ...errorResponses },
});

const get = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/{id}",
  summary: "One draft (an open page fetches a row whose change event was too large to carry it)",
  request: { params: idParamSchema },
  responses: { 200: json(draftSchema, "The draft"), ...roleErrors, ...notYoursResponse, ...errorResponses },
});

const create = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "post",
  path: "/",
  summary: "Create a draft on a content page (the client may name its uuid; the same id again answers 409 with the row)",
  request: jsonBody(createDraftBody),
  responses: { 201: json(draftSchema, "The new draft"), ...conflictResponse, ...roleErrors, ...errorResponses },
});

const update = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "patch",
  path: "/{id}",
  summary: "Change a draft made on base_version; 409 with the current row when it changed since, for a field-by-field merge",
  request: { params: idParamSchema, ...jsonBody(updateDraftBody) },
  responses: { 200: json(draftSchema, "The draft, one version on"), ...conflictResponse, ...roleErrors, ...notYoursResponse, ...errorResponses },
});

const remove = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "delete",
  path: "/{id}",
  summary: "Delete a draft",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...roleErrors, ...notYoursResponse, ...errorResponses },
});

const reorder = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "post",
  path: "/reorder",
  summary: "Put a page's drafts in the given order",
  request: jsonBody(reorderDraftsBody),
  responses: {
    200: json(z.object({ positions: z.record(z.string(), z.number()) }), "The drafts' new positions"),
    ...roleErrors,
    ...errorResponses,
  },
});

/** The generic change (every member's queries of "drafts" refresh) and the row's new version for open pages. */
async function announce(c: Context<AppEnv>, draft: Draft, deleted = false) {
  await publishWorkspaceChange(c, "drafts", draft.id);
  const hub = c.var.deps.services.realtime;
  if (!hub) return;
  const small = !deleted && JSON.stringify(draft.data).length <= DRAFTS.maxEventDataChars;
  const payload: DraftChangedPayload = {
    id: draft.id,
    page: draft.page,
    version: draft.version,
    position: draft.position,
    deleted,
    by: c.var.user.id,
    ...(small ? { data: draft.data } : {}),
  };
  await hub.publish(workspaceChannel(c.var.workspace.id), DRAFT_CHANGED_EVENT, payload).catch((err: unknown) => c.var.log?.warn({ err }, "draft change not announced"));
}

/**
 * A change that replaced the shown text (an AI result, a version picked, a save) reaches the co-edited text as one
 * transaction; a change of other fields carrying the text as it was leaves the shared text alone (whatever was typed
 * since is written back into the draft by the realtime rooms).
 */
async function followText(c: Context<AppEnv>, before: Draft["data"] | undefined, draft: Draft) {
  const hub = c.var.deps.services.realtime;
  if (!hub || !before) return;
  const text = postText(draft.data);
  if (text === postText(before)) return;
  await hub.draftTextChanged(draft.workspace_id, draft.id, text).catch((err: unknown) => c.var.log?.warn({ err }, "co-edited text not updated"));
}

const conflictBody = (current: Draft) => ({ error: { code: "conflict", message: messages.drafts.conflict }, current });

export function createDraftsRouter() {
  const router = createRouter();
  const repo = (c: Context<AppEnv>) => createDraftsRepository(c.var.deps.database.db);

  router.openapi(list, async (c) => {
    const rows = await repo(c).list(c.var.workspace.id, c.req.valid("query").page, DRAFTS.maxPerPage);
    return c.json({ workspace_id: c.var.workspace.id, data: rows.map(toDraft) }, 200);
  });

  router.openapi(get, async (c) => {
    const row = await repo(c).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toDraft(row), 200);
  });

  router.openapi(create, async (c) => {
    const body = c.req.valid("json");
    const drafts = repo(c);
    if ((await drafts.countOnPage(c.var.workspace.id, body.page)) >= DRAFTS.maxPerPage) throw badRequest(messages.drafts.tooMany(DRAFTS.maxPerPage), "too_many_drafts");
    const stamped = { ...body, data: stampVersionAuthors(undefined, body.data, c.var.user) };
    const result = await drafts.insert(c.var.workspace.id, c.var.user.id, stamped, c.var.deps.clock.now().toISOString());
    if (result.kind === "taken" || result.kind === "missing") throw conflict(messages.drafts.idTaken, "id_taken");
    if (result.kind === "stale") return c.json(conflictBody(toDraft(result.row)), 409);
    const draft = toDraft(result.row);
    await announce(c, draft);
    return c.json(draft, 201);
  });

  router.openapi(update, async (c) => {
    const body = c.req.valid("json");
    // The text before the change: passage comments follow it, and an approved draft goes back for approval.
    const before = body.data ? await repo(c).find(c.var.workspace.id, c.req.valid("param").id) : undefined;
    const data = body.data && stampVersionAuthors(before?.data, body.data, c.var.user);
    const change = { baseVersion: body.base_version, data, position: body.position };
    const result = await repo(c).update(c.var.workspace.id, c.var.user.id, c.req.valid("param").id, change, c.var.deps.clock.now().toISOString());
    if (result.kind === "missing" || result.kind === "taken") throw notFound();
    if (result.kind === "stale") return c.json(conflictBody(toDraft(result.row)), 409);
    const draft = toDraft(result.row);
    await followText(c, before?.data, draft);
    await announce(c, draft);
    if (body.data) {
      await recordActivity(c.var.deps, {
        workspaceId: c.var.workspace.id,
        actorId: c.var.user.id,
        verb: "edited",
        objectKind: "draft",
        objectId: draft.id,
        draftId: draft.id,
        summary: messages.activity.edited(excerpt(draftText(draft.data), 40)),
      });
    }
    if (body.data) await draftDataChanged(c.var.deps, c.var.workspace.id, result.row, before?.data, result.row.data, c.var.user.id);
    return c.json(draft, 200);
  });

  router.openapi(remove, async (c) => {
    const row = await repo(c).remove(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    await announce(c, toDraft(row), true);
    return c.body(null, 204);
  });

  router.openapi(reorder, async (c) => {
    const { page, ids } = c.req.valid("json");
    const positions = await repo(c).reorder(c.var.workspace.id, page, ids, c.var.deps.clock.now().toISOString());
    if (!positions) throw badRequest(messages.drafts.reorderUnknown, "unknown_draft");
    await publishWorkspaceChange(c, "drafts", null);
    const payload: DraftsReorderedPayload = { page, positions, by: c.var.user.id };
    await c.var.deps.services.realtime
      ?.publish(workspaceChannel(c.var.workspace.id), DRAFTS_REORDERED_EVENT, payload)
      .catch((err: unknown) => c.var.log?.warn({ err }, "draft order not announced"));
    return c.json({ positions }, 200);
  });

  return router;
}
