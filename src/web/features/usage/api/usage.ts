import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModelPrice, SetModelPriceBody, UsageRange, UsageReport } from "@/shared/contracts/usage";
import { api } from "@/web/lib/api-client";

export const usageKeys = {
  all: ["usage"] as const,
  report: (days: UsageRange, userId: string | null) => [...usageKeys.all, "report", days, userId] as const,
  prices: () => [...usageKeys.all, "prices"] as const,
};

/** The report for a period (and, for admins, one user or everyone); fresh on every visit. */
export function useUsage(days: UsageRange, userId: string | null) {
  return useQuery({
    queryKey: usageKeys.report(days, userId),
    queryFn: ({ signal }) => api.get<UsageReport>("/usage", { signal, query: { days: String(days), ...(userId ? { user_id: userId } : {}) } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePrices() {
  return useQuery({ queryKey: usageKeys.prices(), queryFn: ({ signal }) => api.get<{ data: ModelPrice[] }>("/usage/prices", { signal }) });
}

/** Sets a model's price (admin); the prices and every report (their costs) refresh. */
export function useSetPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetModelPriceBody) => api.put<{ data: ModelPrice[] }>("/usage/prices", body),
    onSuccess: () => client.invalidateQueries({ queryKey: usageKeys.all }),
  });
}
