import { queryRoots } from "@/web/lib/query-roots";

/** Keys of the workspaces feature: the caller's workspaces, and each one's members, invitations and webhooks. */
export const workspaceKeys = {
  all: queryRoots.workspaces,
  list: () => [...workspaceKeys.all, "list"] as const,
  members: (id: string) => [...workspaceKeys.all, id, "members"] as const,
  invitations: (id: string) => [...workspaceKeys.all, id, "invitations"] as const,
  approvals: (id: string) => [...workspaceKeys.all, id, "approvals"] as const,
  apiKeys: (id: string) => [...workspaceKeys.all, id, "api-keys"] as const,
  invitation: (token: string) => [...workspaceKeys.all, "invitation", token] as const,
  /** Under their own root: a member's change to them (realtime resource "webhooks") refreshes only these. */
  webhooks: (id: string) => [...queryRoots.webhooks, id] as const,
  deliveries: (id: string, endpointId: string) => [...queryRoots.webhooks, id, endpointId, "deliveries"] as const,
};
