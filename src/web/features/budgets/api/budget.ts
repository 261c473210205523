import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";
import { currentWorkspaceId } from "@/web/lib/workspace";

export type BudgetBody = ApiBody<"/api/budget", "put">;
const key = () => [...queryRoots.budget, currentWorkspaceId() ?? "personal"] as const;

export function useBudget() {
  return useQuery({ queryKey: key(), queryFn: () => unwrap(client.GET("/api/budget")) });
}

export function useSetBudget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BudgetBody | null) => unwrap(body ? client.PUT("/api/budget", { body }) : client.DELETE("/api/budget")),
    onSuccess: (status) => qc.setQueryData(key(), status),
  });
}
