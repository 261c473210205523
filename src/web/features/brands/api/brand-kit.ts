import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PutBrandKitBody } from "@/shared/contracts/visuals";
import { client, unwrap } from "@/web/lib/api-client";
import { brandKeys } from "./get-brands";

/** A brand's kit for graphics (GET /api/visuals/brand-kits/{brandId}): the defaults until it is set. */
export function useBrandKit(brandId: string | null) {
  return useQuery({
    queryKey: brandKeys.kit(brandId ?? ""),
    queryFn: ({ signal }) => unwrap(client.GET("/api/visuals/brand-kits/{brandId}", { params: { path: { brandId: brandId ?? "" } }, signal })),
    enabled: brandId !== null,
  });
}

export function useSaveBrandKit(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutBrandKitBody) => unwrap(client.PUT("/api/visuals/brand-kits/{brandId}", { params: { path: { brandId } }, body })),
    onSuccess: (kit) => queryClient.setQueryData(brandKeys.kit(brandId), kit),
  });
}
