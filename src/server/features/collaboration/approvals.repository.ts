import { and, asc, eq, inArray } from "drizzle-orm";
import type { DraftData, DraftPage } from "@/shared/contracts/drafts";
import type { WorkspaceRole } from "@/shared/roles";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { draftApprovals, drafts, users, workspaceMembers, workspaces } from "@/server/db/schema";
import type { ApprovalDecision, ApprovalEntry, ApprovalStatus } from "@/shared/contracts/collaboration";

/** A draft's approval status and its history of decisions (issue 26 point 5), scoped by the workspace. */
export function createApprovalsRepository(db: Db) {
  return {
    /** The draft as comments and approvals need it (read here: drafts.repository belongs to the drafts feature). */
    async draft(workspaceId: string, draftId: string): Promise<{ id: string; page: string; data: DraftData; createdBy: string | null; approvalStatus: ApprovalStatus } | undefined> {
      const [row] = await db
        .select({ id: drafts.id, page: drafts.page, data: drafts.data, createdBy: drafts.createdBy, approvalStatus: drafts.approvalStatus })
        .from(drafts)
        .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.id, draftId)));
      return row;
    },

    async draftIdsOfPage(workspaceId: string, page: DraftPage): Promise<string[]> {
      const rows = await db.select({ id: drafts.id }).from(drafts).where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.page, page)));
      return rows.map((r) => r.id);
    },

    async members(workspaceId: string): Promise<{ userId: string; role: WorkspaceRole }[]> {
      return db.select({ userId: workspaceMembers.userId, role: workspaceMembers.role }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
    },

    async status(workspaceId: string, draftId: string): Promise<{ status: ApprovalStatus; createdBy: string | null; page: string } | undefined> {
      const [row] = await db
        .select({ status: drafts.approvalStatus, createdBy: drafts.createdBy, page: drafts.page })
        .from(drafts)
        .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.id, draftId)));
      return row;
    },

    async statuses(workspaceId: string, draftIds: string[]): Promise<Map<string, ApprovalStatus>> {
      if (draftIds.length === 0) return new Map();
      const rows = await db.select({ id: drafts.id, status: drafts.approvalStatus }).from(drafts).where(and(eq(drafts.workspaceId, workspaceId), inArray(drafts.id, draftIds)));
      return new Map(rows.map((r) => [r.id, r.status]));
    },

    async history(workspaceId: string, draftId: string): Promise<ApprovalEntry[]> {
      const rows = await db
        .select({ row: draftApprovals, email: users.email })
        .from(draftApprovals)
        .leftJoin(users, eq(users.id, draftApprovals.actorId))
        .where(and(eq(draftApprovals.workspaceId, workspaceId), eq(draftApprovals.draftId, draftId)))
        .orderBy(asc(draftApprovals.createdAt), asc(draftApprovals.id));
      return rows.map(({ row, email }) => ({
        id: row.id,
        decision: row.decision,
        actor_id: row.actorId,
        actor_email: email,
        comment: row.comment,
        created_at: toIso(row.createdAt) ?? row.createdAt,
      }));
    },

    /** Sets the status and records the decision in one commit. */
    async decide(workspaceId: string, draftId: string, input: { status: ApprovalStatus; decision: ApprovalDecision; actorId: string; comment: string }, now: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(drafts)
          .set({ approvalStatus: input.status, ...(input.status === "approved" ? { approvedAt: now } : {}) })
          .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.id, draftId)))
          .returning({ id: drafts.id });
        if (changed.length === 0) return false;
        await tx.insert(draftApprovals).values({ workspaceId, draftId, decision: input.decision, actorId: input.actorId, comment: input.comment, createdAt: now });
        return true;
      });
    },

    async required(workspaceId: string): Promise<boolean> {
      const [row] = await db.select({ kind: workspaces.kind, on: workspaces.approvalsRequired }).from(workspaces).where(eq(workspaces.id, workspaceId));
      return row?.kind === "team" && row.on;
    },

    async setRequired(workspaceId: string, on: boolean, now: string): Promise<void> {
      await db.update(workspaces).set({ approvalsRequired: on, updatedAt: now }).where(eq(workspaces.id, workspaceId));
    },
  };
}
