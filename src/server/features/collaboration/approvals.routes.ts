import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { createRouter } from "@/server/http/router";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { badRequest, forbidden, notFound } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { approvalActionBody, approvalStateSchema, type ApprovalDecision, type ApprovalStatus } from "@/shared/contracts/collaboration";
import { errorSchema } from "@/shared/contracts/common";
import { messages } from "@/shared/messages";
import { CAPABILITIES, can } from "@/shared/roles";
import { createApprovalsRepository } from "./approvals.repository";
import { recordDecision } from "./collaboration.service";

const meta = signedInMeta("approvals");
const roleErrors = { 403: json(errorSchema, "Your role in this workspace cannot do this"), ...notYoursResponse };
const draftParam = z.object({ id: z.string().uuid() });

const get = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/{id}/approval",
  summary: "A draft's approval status and its history of decisions",
  request: { params: draftParam },
  responses: { 200: json(approvalStateSchema, "The approval state"), ...roleErrors, ...errorResponses },
});
const act = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "post",
  path: "/{id}/approval",
  summary: "Send a draft for approval (writer), or approve it / ask for changes with a comment (publisher, admin, owner)",
  request: { params: draftParam, ...jsonBody(approvalActionBody) },
  responses: { 200: json(approvalStateSchema, "The approval state after the decision"), ...roleErrors, ...errorResponses },
});

const OUTCOME: Record<"request" | "approve" | "request_changes", { status: ApprovalStatus; decision: ApprovalDecision }> = {
  request: { status: "needs_approval", decision: "requested" },
  approve: { status: "approved", decision: "approved" },
  request_changes: { status: "changes_requested", decision: "changes_requested" },
};

export function createApprovalsRouter() {
  const router = createRouter();

  async function state(c: Context<AppEnv>, id: string) {
    const approvals = createApprovalsRepository(c.var.deps.database.db);
    const current = await approvals.status(c.var.workspace.id, id);
    if (!current) throw notFound();
    return { draft_id: id, status: current.status, required: await approvals.required(c.var.workspace.id), history: await approvals.history(c.var.workspace.id, id) };
  }

  router.openapi(get, async (c) => c.json(await state(c, c.req.valid("param").id), 200));

  router.openapi(act, async (c) => {
    const { id } = c.req.valid("param");
    const { action, comment } = c.req.valid("json");
    const ws = c.var.workspace.id;
    const draft = await createApprovalsRepository(c.var.deps.database.db).draft(ws, id);
    if (!draft) throw notFound();
    if (!(await createApprovalsRepository(c.var.deps.database.db).required(ws))) throw badRequest(messages.collaboration.approvalsNotUsed, "approvals_not_used");
    if (action !== "request" && !can(c.var.workspace.role, "publish")) {
      throw forbidden(messages.workspaces.roleCannot(c.var.workspace.role, messages.workspaces.actions.publish), `needs_${CAPABILITIES.publish}`);
    }
    if (action === "request_changes" && !comment) throw badRequest(messages.collaboration.changesNeedComment, "comment_required");
    await recordDecision(c.var.deps, ws, { id, page: draft.page, createdBy: draft.createdBy }, { ...OUTCOME[action], actorId: c.var.user.id, comment });
    return c.json(await state(c, id), 200);
  });

  return router;
}
