import { and, eq, inArray } from "drizzle-orm";
import type { WorkspaceRole } from "@/shared/roles";
import type { Db } from "./client";
import { workspaceMembers, workspaces } from "./schema";

/** Who writes a row and into which workspace: the request's workspace, with the caller as the row's author. */
export interface WorkspaceAuthor {
  workspaceId: string;
  userId: string;
}

export interface Membership {
  id: string;
  kind: "personal" | "team";
  role: WorkspaceRole;
}

/** The caller's membership of one workspace (or of their personal one when `workspaceId` is undefined). */
export async function findMembership(db: Db, userId: string, workspaceId: string | undefined): Promise<Membership | undefined> {
  const [row] = await db
    .select({ id: workspaces.id, kind: workspaces.kind, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        workspaceId === undefined ? eq(workspaces.personalOwnerId, userId) : eq(workspaces.id, workspaceId),
      ),
    )
    .limit(1);
  return row;
}


/** Which of these users are members of the workspace: one query for many (the realtime heartbeat's checks). */
export async function membersAmong(db: Db, workspaceId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}
