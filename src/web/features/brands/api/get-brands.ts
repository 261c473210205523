import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const brandKeys = {
  all: queryRoots.brands,
  list: () => [...brandKeys.all, "list"] as const,
  /** The workspace's current brand (GET /api/workspaces/current/brand). */
  current: () => [...brandKeys.all, "current"] as const,
  /** A brand's voice profile and terminology (GET /api/brands/{id}/voice). */
  voice: (id: string) => [...brandKeys.all, "voice", id] as const,
  /** A brand's kit for graphics (GET /api/visuals/brand-kits/{brandId}). */
  kit: (id: string) => [...brandKeys.all, "kit", id] as const,
};

/** The user's brands, newest first (one page of the largest size: nobody keeps hundreds of brands). */
export async function fetchBrands() {
  const page = await unwrap(client.GET("/api/brands", { params: { query: { limit: LIMITS.pageSizeMax } } }));
  return page.data;
}

export const brandsQueryOptions = () => queryOptions({ queryKey: brandKeys.list(), queryFn: fetchBrands });

export function useBrands(options: { enabled?: boolean } = {}) {
  return useQuery({ ...brandsQueryOptions(), enabled: options.enabled ?? true });
}
