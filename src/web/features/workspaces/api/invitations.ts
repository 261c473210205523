import { useMutation, useQuery } from "@tanstack/react-query";
import type { AssignableRole } from "@/shared/contracts/workspace-members";
import { client, unwrap } from "@/web/lib/api-client";
import { useInvalidatingMutation } from "./workspaces";
import { workspaceKeys } from "./workspaces-keys";

/** Pending invitations; only admins and the owner may list them (`enabled` false for the others). */
export function usePendingInvitations(id: string, enabled: boolean) {
  return useQuery({
    queryKey: workspaceKeys.invitations(id),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/workspaces/{id}/invitations", { params: { path: { id } }, signal }))).data,
    enabled,
  });
}

export const useCreateInvitation = () =>
  useInvalidatingMutation(({ id, email, role }: { id: string; email?: string; role: AssignableRole }) =>
    unwrap(client.POST("/api/workspaces/{id}/invitations", { params: { path: { id } }, body: { email, role } })),
  );

type InvitationRef = { id: string; invitationId: string };
export const useResendInvitation = () =>
  useInvalidatingMutation(({ id, invitationId }: InvitationRef) =>
    unwrap(client.POST("/api/workspaces/{id}/invitations/{invitation_id}/resend", { params: { path: { id, invitation_id: invitationId } } })),
  );
export const useRevokeInvitation = () =>
  useInvalidatingMutation(({ id, invitationId }: InvitationRef) =>
    unwrap(client.DELETE("/api/workspaces/{id}/invitations/{invitation_id}", { params: { path: { id, invitation_id: invitationId } } })),
  );

/** What an invitation link offers (no sign-in needed). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: workspaceKeys.invitation(token),
    queryFn: ({ signal }) => unwrap(client.GET("/api/invitations/{token}", { params: { path: { token } }, signal })),
    enabled: token !== "",
    retry: false,
  });
}

export const acceptInvitation = (token: string) => unwrap(client.POST("/api/invitations/{token}/accept", { params: { path: { token } } }));
export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
