/**
 * Workspace roles and what each may do (issue 25): the one table the server's routes and realtime messages check
 * (`requireCapability`) and the web app reads to show a control disabled with its reason. Each role may do what
 * the roles before it may.
 */
export const WORKSPACE_ROLES = ["viewer", "writer", "publisher", "admin", "owner"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** The least role that may do each thing. */
export const CAPABILITIES = {
  /** Read drafts, history, the calendar, usage, brands, prompts and every other resource. */
  read: "viewer",
  /** Create and edit drafts, prompts, notes, clusters, images, uploads, documents and history; generate with AI. */
  write: "writer",
  /** Schedule, publish, retry and cancel posts. */
  publish: "publisher",
  /** Brands, social and publishing accounts, members, invitations, budgets and quotas; rename the workspace. */
  manage: "admin",
  /** Delete the workspace or transfer its ownership. */
  own: "owner",
} as const satisfies Record<string, WorkspaceRole>;
export type Capability = keyof typeof CAPABILITIES;

export const roleRank = (role: WorkspaceRole) => WORKSPACE_ROLES.indexOf(role);

export function can(role: WorkspaceRole | undefined, capability: Capability): boolean {
  return role !== undefined && roleRank(role) >= roleRank(CAPABILITIES[capability]);
}

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === "string" && (WORKSPACE_ROLES as readonly string[]).includes(value);
}
