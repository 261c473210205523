import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetStorageQuotaSettingsBody } from "@/shared/contracts/storage-quota";
import { client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const storageQuotaKeys = {
  all: queryRoots.storageQuota,
  mine: () => [...queryRoots.storageQuota, "mine"] as const,
  settings: () => [...queryRoots.storageQuota, "settings"] as const,
  workspaces: (q: string) => [...queryRoots.storageQuota, "workspaces", q] as const,
};

/** The workspace's stored bytes per category against its quota; fresh on every visit (uploads change it). */
export function useStorageUsage() {
  return useQuery({ queryKey: storageQuotaKeys.mine(), queryFn: ({ signal }) => unwrap(client.GET("/api/storage-quota", { signal })), staleTime: 0 });
}

export function useStorageQuotaSettings() {
  return useQuery({ queryKey: storageQuotaKeys.settings(), queryFn: ({ signal }) => unwrap(client.GET("/api/storage-quota/settings", { signal })) });
}

export function useWorkspacesStorage(q: string) {
  return useQuery({
    queryKey: storageQuotaKeys.workspaces(q),
    queryFn: ({ signal }) => unwrap(client.GET("/api/storage-quota/workspaces", { signal, params: { query: q ? { q } : {} } })),
    placeholderData: keepPreviousData,
  });
}

/** Sets the default quota or the local models' budget (admin); every figure refreshes. */
export function useSetStorageQuotaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetStorageQuotaSettingsBody) => unwrap(client.PUT("/api/storage-quota/settings", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageQuotaKeys.all }),
  });
}

/**
 * Sets one workspace's quota, or null for the default again (admin). The outcome is told from here, not from the
 * caller's mutate() callbacks: those are skipped when the row re-renders away while the list refreshes.
 */
export function useSetWorkspaceQuota(tell: { saved: () => void; failed: (err: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quotaBytes }: { id: string; quotaBytes: number | null }) =>
      unwrap(client.PUT("/api/storage-quota/workspaces/{id}", { params: { path: { id } }, body: { quota_bytes: quotaBytes } })),
    onSuccess: () => {
      tell.saved();
      return queryClient.invalidateQueries({ queryKey: storageQuotaKeys.all });
    },
    onError: (err) => tell.failed(err),
  });
}
