import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { publishingAccountKeys } from "./publishing-account-keys";

const targetsKey = (accountId: string) => [...publishingAccountKeys.all, "targets", accountId] as const;

/** Where a connected account may post (the Pages its member manages) and where it posts now. */
export function usePublishingTargets(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: targetsKey(accountId),
    queryFn: () => unwrap(client.GET("/api/publishing-accounts/{id}/targets", { params: { path: { id: accountId } } })),
    enabled,
  });
}

/** Posts from now on go to another of the account's places; the account's settings (who it posts as) follow. */
export function useChooseTarget(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) => unwrap(client.PUT("/api/publishing-accounts/{id}/targets", { params: { path: { id: accountId } }, body: { target_id: targetId } })),
    onSuccess: (answer) => {
      queryClient.setQueryData(targetsKey(accountId), answer);
      return queryClient.invalidateQueries({ queryKey: publishingAccountKeys.list() });
    },
  });
}
