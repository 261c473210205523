/**
 * What comments and approvals do besides their rows (issue 26 points 4 and 5): notify, tell open pages, and emit
 * the workspace's webhook events. One function per event emitted (draftCommented, draftApproved), so the activity
 * feed can hook each one.
 */
import type { AppDeps } from "@/server/app-env";
import { DRAFT_COLLAB_EVENT, draftText, type ApprovalDecision, type ApprovalStatus, type DraftCollabPayload } from "@/shared/contracts/collaboration";
import type { DraftData } from "@/shared/contracts/drafts";
import { WORKSPACE_CHANGED_EVENT, workspaceChannel, type WorkspaceChangedPayload } from "@/shared/contracts/workspaces";
import { forbidden, notFound, unprocessable } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { CAPABILITIES, can, type WorkspaceRole } from "@/shared/roles";
import { excerpt, recordActivity } from "@/server/features/activity/activity.service";
import { createApprovalsRepository } from "./approvals.repository";
import { createCommentsRepository } from "./comments.repository";
import { createNotifier } from "./notifier";

export function notifierOf(deps: AppDeps) {
  return createNotifier({
    db: deps.database.db,
    mailer: deps.mailer,
    realtime: deps.services.realtime,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
    now: () => deps.clock.now().toISOString(),
  });
}

/** Every member's open page hears that a draft's comments or approval changed (badges, panels, calendars). */
export async function announceCollab(deps: AppDeps, workspaceId: string, payload: DraftCollabPayload): Promise<void> {
  const hub = deps.services.realtime;
  if (!hub) return;
  const changed: WorkspaceChangedPayload = { resource: payload.what === "approval" ? "draftApprovals" : "draftComments", id: payload.draft_id, by: payload.by };
  try {
    await hub.publish(workspaceChannel(workspaceId), DRAFT_COLLAB_EVENT, payload);
    await hub.publish(workspaceChannel(workspaceId), WORKSPACE_CHANGED_EVENT, changed);
    if (payload.what === "approval") await hub.publish(workspaceChannel(workspaceId), WORKSPACE_CHANGED_EVENT, { ...changed, resource: "scheduledPosts" });
  } catch (err) {
    deps.logger.warn({ err }, "draft collaboration change not announced");
  }
}

/** A comment made: the draft.commented webhook event and the activity feed's entry. */
export async function draftCommented(deps: AppDeps, workspaceId: string, comment: { id: string; draftId: string; authorId: string | null; body: string }, by: string): Promise<void> {
  await recordActivity(deps, {
    workspaceId,
    actorId: by,
    verb: "commented",
    objectKind: "draft",
    objectId: comment.draftId,
    draftId: comment.draftId,
    summary: messages.activity.commented(excerpt(comment.body, 60)),
  });
  await deps.services.webhooks?.emit(workspaceId, "draft.commented", { draft_id: comment.draftId, comment_id: comment.id, author_id: comment.authorId ?? by }, `msg_comment_${comment.id}`);
}

/** An approval: the draft.approved webhook event (one per decision) and the activity feed's entry. */
export async function draftApproved(deps: AppDeps, workspaceId: string, draftId: string, approvedBy: string, at: string): Promise<void> {
  await recordActivity(deps, { workspaceId, actorId: approvedBy, verb: "approved", objectKind: "draft", objectId: draftId, draftId, summary: messages.activity.approved });
  await deps.services.webhooks?.emit(workspaceId, "draft.approved", { draft_id: draftId, approved_by: approvedBy }, `msg_approved_${draftId}_${Date.parse(at)}`);
}

/** The members who may approve (publishers, admins, the owner). */
export async function approversOf(deps: AppDeps, workspaceId: string): Promise<string[]> {
  const members = await createApprovalsRepository(deps.database.db).members(workspaceId);
  return members.filter((m) => can(m.role, "publish")).map((m) => m.userId);
}

/**
 * Records a decision and tells everyone concerned: approvers when the draft now needs approval, the draft's
 * author and the requester when it was decided.
 */
export async function recordDecision(
  deps: AppDeps,
  workspaceId: string,
  draft: { id: string; page: string; createdBy: string | null },
  input: { status: ApprovalStatus; decision: ApprovalDecision; actorId: string; comment: string },
): Promise<boolean> {
  const approvals = createApprovalsRepository(deps.database.db);
  const now = deps.clock.now().toISOString();
  // The requesters before this decision hear its outcome.
  const before = input.status === "approved" || input.status === "changes_requested" ? await approvals.history(workspaceId, draft.id) : [];
  if (!(await approvals.decide(workspaceId, draft.id, input, now))) return false;
  const notifier = notifierOf(deps);
  const base = { workspaceId, actorId: input.actorId, draftId: draft.id, page: draft.page, excerpt: input.comment };
  if (input.status === "needs_approval") {
    await notifier.notify({ ...base, kind: "approval_requested", recipients: await approversOf(deps, workspaceId) });
  } else if (input.status !== "draft") {
    const requesters = before.filter((e) => e.decision === "requested" || e.decision === "edited_after_approval").flatMap((e) => (e.actor_id ? [e.actor_id] : []));
    await notifier.notify({ ...base, kind: "approval_decided", recipients: [...(draft.createdBy ? [draft.createdBy] : []), ...requesters] });
  }
  if (input.status === "approved") await draftApproved(deps, workspaceId, draft.id, input.actorId, now);
  await announceCollab(deps, workspaceId, { draft_id: draft.id, what: "approval", status: input.status, by: input.actorId });
  return true;
}

/**
 * A draft's data was saved: passage comments follow the text, and an approved draft whose text changed goes back
 * for approval. Call after every write of a draft's data (the drafts route; co-editing's store, if it writes apart).
 */
export async function draftDataChanged(
  deps: AppDeps,
  workspaceId: string,
  draft: { id: string; page: string; createdBy: string | null; approvalStatus: ApprovalStatus },
  before: DraftData | undefined,
  after: DraftData,
  actorId: string,
): Promise<void> {
  const text = draftText(after);
  if (before && draftText(before) === text) return;
  const moved = await createCommentsRepository(deps.database.db).reanchor(workspaceId, draft.id, text, deps.clock.now().toISOString());
  if (moved > 0) await announceCollab(deps, workspaceId, { draft_id: draft.id, what: "comments", by: actorId });
  if (draft.approvalStatus === "approved" && before) {
    await recordDecision(deps, workspaceId, draft, { status: "needs_approval", decision: "edited_after_approval", actorId, comment: "" });
  }
}

/**
 * Whether a post being scheduled must wait for approval. A publisher's never does. A writer may schedule only from
 * a draft of this workspace, at a time (not Publish now), where approvals are on; their post then waits.
 * Where approvals are off (or in a personal workspace) a writer cannot schedule, as before (decision 033).
 */
export async function writerGate(deps: AppDeps, scope: { id: string; role: WorkspaceRole }, input: { draft_id?: string; publish_now?: boolean }): Promise<{ needsApproval: boolean }> {
  const approvals = createApprovalsRepository(deps.database.db);
  if (input.draft_id && !(await approvals.draft(scope.id, input.draft_id))) throw notFound(messages.api.notFound, "draft_not_found");
  if (can(scope.role, "publish")) return { needsApproval: false };
  if (!(await approvals.required(scope.id))) throw forbidden(messages.workspaces.roleCannot(scope.role, messages.workspaces.actions.publish), `needs_${CAPABILITIES.publish}`);
  if (!input.draft_id) throw unprocessable(messages.publishing.writerNeedsDraft, "draft_required");
  if (input.publish_now) throw unprocessable(messages.publishing.writerCannotPublishNow, "approval_required");
  return { needsApproval: true };
}

/** A writer scheduled a post from a draft: the draft goes to the approvers (again, if it was approved before). */
export async function askApprovalForPost(deps: AppDeps, workspaceId: string, draftId: string, actorId: string): Promise<void> {
  const draft = await createApprovalsRepository(deps.database.db).draft(workspaceId, draftId);
  if (!draft || draft.approvalStatus === "needs_approval") return;
  await recordDecision(deps, workspaceId, draft, { status: "needs_approval", decision: "requested", actorId, comment: "" });
}
