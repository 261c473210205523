import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConnectionTestResult } from "@/shared/contracts/connections";
import { client, unwrap } from "@/web/lib/api-client";
import { modelKeys } from "@/web/lib/models-query";

export const testConnection = (id: string): Promise<ConnectionTestResult> =>
  unwrap(client.POST("/api/connections/{id}/test", { params: { path: { id } } }));

/** Calls the provider and answers its own words; the connection's status (and its models') changes with it. */
export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testConnection, onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }) });
}
