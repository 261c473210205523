import { and, eq } from "drizzle-orm";
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

