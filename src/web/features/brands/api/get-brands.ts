import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Brand } from "@/shared/contracts/brands";
import { LIMITS } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const brandKeys = {
  all: queryRoots.brands,
  list: () => [...brandKeys.all, "list"] as const,
};

/** The user's brands, newest first (one page of the largest size: nobody keeps hundreds of brands). */
export async function fetchBrands(): Promise<Brand[]> {
  const page = await api.get<{ data: Brand[] }>("/brands", { query: { limit: LIMITS.pageSizeMax } });
  return page.data;
}

export const brandsQueryOptions = () => queryOptions({ queryKey: brandKeys.list(), queryFn: fetchBrands });

export function useBrands(options: { enabled?: boolean } = {}) {
  return useQuery({ ...brandsQueryOptions(), enabled: options.enabled ?? true });
}
