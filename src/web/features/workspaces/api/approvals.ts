import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { workspaceKeys } from "./workspaces-keys";

/** Whether writers' scheduled posts wait for approval in the tab's workspace (issue 26). */
export function useApprovalsSetting(workspaceId: string) {
  return useQuery({ queryKey: workspaceKeys.approvals(workspaceId), queryFn: ({ signal }) => unwrap(client.GET("/api/collaboration/settings", { signal })) });
}

export function useSaveApprovalsSetting(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => unwrap(client.PUT("/api/collaboration/settings", { body: { approvals_required: on } })),
    onSuccess: (saved) => queryClient.setQueryData(workspaceKeys.approvals(workspaceId), saved),
  });
}
