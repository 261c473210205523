import { and, asc, count, desc, eq, gt, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { users, workspaceInvitations, workspaceMembers, workspaces } from "@/server/db/schema";
import type { AssignableRole, WorkspaceInvitation, WorkspaceMember, WorkspaceSummary } from "@/shared/contracts/workspace-members";
import type { WorkspaceRole } from "@/shared/roles";

type InvitationRow = typeof workspaceInvitations.$inferSelect;
export type InvitationWithNames = InvitationRow & { inviterEmail: string | null; workspaceName: string };

const iso = (value: string) => toIso(value) ?? value;

export function toInvitation(row: InvitationWithNames, now: Date): WorkspaceInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AssignableRole,
    invited_by: row.inviterEmail,
    created_at: iso(row.createdAt),
    expires_at: iso(row.expiresAt),
    expired: new Date(iso(row.expiresAt)).getTime() <= now.getTime(),
  };
}

/** All SQL of the workspaces feature: workspaces, their members and invitations. */
export function createWorkspacesRepository(db: Db) {
  const memberCount = db
    .select({ workspaceId: workspaceMembers.workspaceId, n: count().as("n") })
    .from(workspaceMembers)
    .groupBy(workspaceMembers.workspaceId)
    .as("member_counts");

  const invitationColumns = {
    ...getInvitationColumns(),
    inviterEmail: users.email,
    workspaceName: workspaces.name,
  };
  function getInvitationColumns() {
    const { id, workspaceId, email, role, tokenHash, invitedBy, expiresAt, acceptedAt, acceptedBy, revokedAt, createdAt } = workspaceInvitations;
    return { id, workspaceId, email, role, tokenHash, invitedBy, expiresAt, acceptedAt, acceptedBy, revokedAt, createdAt };
  }
  const selectInvitations = () =>
    db
      .select(invitationColumns)
      .from(workspaceInvitations)
      .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
      .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy));

  return {
    /** The caller's workspaces with their role and member count: personal first, then by name. */
    async listFor(userId: string): Promise<WorkspaceSummary[]> {
      const rows = await db
        .select({ id: workspaces.id, name: workspaces.name, kind: workspaces.kind, role: workspaceMembers.role, memberCount: memberCount.n, createdAt: workspaces.createdAt })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .innerJoin(memberCount, eq(memberCount.workspaceId, workspaces.id))
        .where(eq(workspaceMembers.userId, userId))
        .orderBy(sql`${workspaces.kind} = 'team'`, asc(sql`lower(${workspaces.name})`), asc(workspaces.createdAt));
      return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, role: r.role, member_count: Number(r.memberCount), created_at: iso(r.createdAt) }));
    },

    async summary(userId: string, workspaceId: string): Promise<WorkspaceSummary | undefined> {
      return (await this.listFor(userId)).find((w) => w.id === workspaceId);
    },

    /** A team workspace whose owner is `userId`, in one transaction. */
    async createTeam(userId: string, name: string, now: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(workspaces).values({ name, kind: "team", createdAt: now, updatedAt: now }).returning({ id: workspaces.id });
        await tx.insert(workspaceMembers).values({ workspaceId: row.id, userId, role: "owner", createdAt: now, updatedAt: now });
        return row.id;
      });
    },

    async rename(workspaceId: string, name: string, now: string): Promise<void> {
      await db.update(workspaces).set({ name, updatedAt: now }).where(eq(workspaces.id, workspaceId));
    },

    /** Deletes the workspace (its rows go with it, by cascade); answers the members it had. */
    async remove(workspaceId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const members = await tx.select({ userId: workspaceMembers.userId }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
        await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
        return members.map((m) => m.userId);
      });
    },

    async members(workspaceId: string): Promise<WorkspaceMember[]> {
      const rows = await db
        .select({ userId: workspaceMembers.userId, email: users.email, role: workspaceMembers.role, joinedAt: workspaceMembers.createdAt })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(sql`case ${workspaceMembers.role} when 'owner' then 0 when 'admin' then 1 when 'publisher' then 2 when 'writer' then 3 else 4 end`, asc(users.email));
      return rows.map((r) => ({ user_id: r.userId, email: r.email, role: r.role, joined_at: iso(r.joinedAt) }));
    },

    async memberRole(workspaceId: string, userId: string): Promise<WorkspaceRole | undefined> {
      const [row] = await db
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
      return row?.role;
    },

    async userEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    async isMemberByEmail(workspaceId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(sql`lower(${users.email})`, email.toLowerCase())));
      return row !== undefined;
    },

    /** Changes a member's role, never the owner's (the owner's row is left alone): answers whether a row changed. */
    async setRole(workspaceId: string, userId: string, role: AssignableRole, now: string): Promise<boolean> {
      const rows = await db
        .update(workspaceMembers)
        .set({ role, updatedAt: now })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId), sql`${workspaceMembers.role} <> 'owner'`))
        .returning({ userId: workspaceMembers.userId });
      return rows.length > 0;
    },

    /** Removes a member who is not the owner: answers whether a row went. */
    async removeMember(workspaceId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId), sql`${workspaceMembers.role} <> 'owner'`))
        .returning({ userId: workspaceMembers.userId });
      return rows.length > 0;
    },

    /** The owner becomes admin and the member owner, in one transaction (one owner at every moment). */
    async transfer(workspaceId: string, fromUserId: string, toUserId: string, now: string): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          const demoted = await tx
            .update(workspaceMembers)
            .set({ role: "admin", updatedAt: now })
            .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, fromUserId), eq(workspaceMembers.role, "owner")))
            .returning({ userId: workspaceMembers.userId });
          if (demoted.length === 0) tx.rollback();
          const promoted = await tx
            .update(workspaceMembers)
            .set({ role: "owner", updatedAt: now })
            .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, toUserId)))
            .returning({ userId: workspaceMembers.userId });
          if (promoted.length === 0) tx.rollback();
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof TransactionRollbackError) return false;
          throw err;
        });
    },

    async insertInvitation(values: { workspaceId: string; email: string | null; role: AssignableRole; tokenHash: string; invitedBy: string; expiresAt: string; now: string }): Promise<string> {
      const [row] = await db
        .insert(workspaceInvitations)
        .values({ workspaceId: values.workspaceId, email: values.email, role: values.role, tokenHash: values.tokenHash, invitedBy: values.invitedBy, expiresAt: values.expiresAt, createdAt: values.now })
        .returning({ id: workspaceInvitations.id });
      return row.id;
    },

    /** Invitations neither accepted nor revoked (expired ones too: they can be resent), newest first. */
    async pendingInvitations(workspaceId: string): Promise<InvitationWithNames[]> {
      return selectInvitations()
        .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
        .orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id));
    },

    async pendingInvitation(workspaceId: string, id: string): Promise<InvitationWithNames | undefined> {
      const [row] = await selectInvitations().where(
        and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)),
      );
      return row;
    },

    async invitationByToken(tokenHash: string): Promise<InvitationWithNames | undefined> {
      const [row] = await selectInvitations().where(eq(workspaceInvitations.tokenHash, tokenHash));
      return row;
    },

    /** A new token and seven more days for a pending invitation. */
    async renewInvitation(id: string, tokenHash: string, expiresAt: string): Promise<void> {
      await db.update(workspaceInvitations).set({ tokenHash, expiresAt }).where(eq(workspaceInvitations.id, id));
    },

    async revokeInvitation(workspaceId: string, id: string, now: string): Promise<boolean> {
      const rows = await db
        .update(workspaceInvitations)
        .set({ revokedAt: now })
        .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
        .returning({ id: workspaceInvitations.id });
      return rows.length > 0;
    },

    /**
     * Uses the invitation once and makes the user a member, in one transaction: the update claims it only while it
     * is unused, unrevoked and unexpired, so two accepts of one link cannot both win. A member already keeps their
     * role. Answers false when the invitation could not be claimed.
     */
    async accept(invitationId: string, userId: string, now: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(workspaceInvitations)
          .set({ acceptedAt: now, acceptedBy: userId })
          .where(
            and(
              eq(workspaceInvitations.id, invitationId),
              isNull(workspaceInvitations.acceptedAt),
              isNull(workspaceInvitations.revokedAt),
              gt(workspaceInvitations.expiresAt, now),
            ),
          )
          .returning({ workspaceId: workspaceInvitations.workspaceId, role: workspaceInvitations.role });
        if (!claimed) return false;
        await tx
          .insert(workspaceMembers)
          .values({ workspaceId: claimed.workspaceId, userId, role: claimed.role, createdAt: now, updatedAt: now })
          .onConflictDoNothing();
        return true;
      });
    },
  };
}
