/**
 * Workspace realtime channels (issue 25): `workspace:<id>` carries every change made in a workspace (drafts,
 * members, posts...) as `{ type, id }` events; only members may subscribe, checked on the server when they do and
 * on every heartbeat, and a member who is removed is unsubscribed at once on every instance.
 */
export const WORKSPACE_CHANNEL_PREFIX = "workspace:";
export const workspaceChannel = (workspaceId: string) => `${WORKSPACE_CHANNEL_PREFIX}${workspaceId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a value is written as a workspace id (a uuid): the header and channel names are checked with it. */
export const isWorkspaceId = (value: string) => UUID.test(value);

/** The workspace id of a workspace channel's name, or null when the name is not one. */
export function workspaceOfChannel(channel: string): string | null {
  if (!channel.startsWith(WORKSPACE_CHANNEL_PREFIX)) return null;
  const id = channel.slice(WORKSPACE_CHANNEL_PREFIX.length);
  return isWorkspaceId(id) ? id : null;
}

/** Sent to a removed member's sockets on the workspace's channel, right before they are unsubscribed from it. */
export const WORKSPACE_ACCESS_REVOKED_EVENT = "access.revoked";
export interface WorkspaceAccessRevokedPayload {
  workspace_id: string;
}

/**
 * Every write in a workspace publishes this on the workspace's channel, so every member's open pages refresh that
 * resource without reload. `resource` is the name of the resource's query root in the web app
 * (src/web/lib/query-roots.ts: "notes", "prompts", "brands", "scheduledPosts", ...); `by` is who made the change (null: an author whose account is gone).
 */
export const WORKSPACE_CHANGED_EVENT = "changed";
export interface WorkspaceChangedPayload {
  resource: string;
  id: string | null;
  by: string | null;
}
