import type { WorkspaceRole } from "@/shared/roles";
import type { TestApp } from "./test-app";

/**
 * A team workspace written straight to the database (the workspace API has its own tests): `owner` owns it and
 * each member has the given role. Answers its id; send it as `X-Workspace-Id` with `inWorkspace`.
 */
export async function createTeamWorkspace(t: TestApp, ownerId: string, members: { userId: string; role: Exclude<WorkspaceRole, "owner"> }[] = [], name = "Team"): Promise<string> {
  const [{ id }] = (await t.database.executeSql("insert into workspaces (name, kind) values ($1, 'team') returning id", [name])).rows as { id: string }[];
  await t.database.executeSql("insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')", [id, ownerId]);
  for (const m of members) await t.database.executeSql("insert into workspace_members (workspace_id, user_id, role) values ($1, $2, $3)", [id, m.userId, m.role]);
  return id;
}

/** The personal workspace of a user. */
export async function personalWorkspaceOf(t: TestApp, userId: string): Promise<string> {
  const [row] = (await t.database.executeSql("select id from workspaces where personal_owner_id = $1", [userId])).rows as { id: string }[];
  return row.id;
}

/** Request headers that act in a workspace. */
export const inWorkspace = (workspaceId: string): Record<string, string> => ({ "x-workspace-id": workspaceId });
