import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UsageRange } from "@/shared/contracts/usage";
import { type ApiBody, client, unwrap } from "@/web/lib/api-client";

export const usageKeys = {
  all: ["usage"] as const,
  report: (days: UsageRange, userId: string | null) => [...usageKeys.all, "report", days, userId] as const,
  prices: () => [...usageKeys.all, "prices"] as const,
};

/** The report for a period (and, for admins, one user or everyone); fresh on every visit. */
export function useUsage(days: UsageRange, userId: string | null) {
  return useQuery({
    queryKey: usageKeys.report(days, userId),
    queryFn: ({ signal }) => unwrap(client.GET("/api/usage", { signal, params: { query: { days, ...(userId ? { user_id: userId } : {}) } } })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePrices() {
  return useQuery({ queryKey: usageKeys.prices(), queryFn: ({ signal }) => unwrap(client.GET("/api/usage/prices", { signal })) });
}

/** Sets a model's price (admin); the prices and every report (their costs) refresh. */
export function useSetPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/usage/prices", "put">) => unwrap(client.PUT("/api/usage/prices", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageKeys.all }),
  });
}
