import { useQuery } from "@tanstack/react-query";
import type { AssignableRole } from "@/shared/contracts/workspace-members";
import { client, unwrap } from "@/web/lib/api-client";
import { useInvalidatingMutation } from "./workspaces";
import { workspaceKeys } from "./workspaces-keys";

export function useMembers(id: string) {
  return useQuery({
    queryKey: workspaceKeys.members(id),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/workspaces/{id}/members", { params: { path: { id } }, signal }))).data,
  });
}

type MemberRef = { id: string; userId: string };

export const useChangeRole = () =>
  useInvalidatingMutation(({ id, userId, role }: MemberRef & { role: AssignableRole }) =>
    unwrap(client.PATCH("/api/workspaces/{id}/members/{user_id}", { params: { path: { id, user_id: userId } }, body: { role } })),
  );

export const useRemoveMember = () =>
  useInvalidatingMutation(({ id, userId }: MemberRef) =>
    unwrap(client.DELETE("/api/workspaces/{id}/members/{user_id}", { params: { path: { id, user_id: userId } } })),
  );

export const useLeaveWorkspace = () => useInvalidatingMutation((id: string) => unwrap(client.POST("/api/workspaces/{id}/leave", { params: { path: { id } } })));

export const useTransferOwnership = () =>
  useInvalidatingMutation(({ id, userId }: MemberRef) =>
    unwrap(client.POST("/api/workspaces/{id}/transfer", { params: { path: { id } }, body: { user_id: userId } })),
  );
