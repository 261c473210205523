import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateBrandBody } from "@/shared/contracts/brands";
import { client, unwrap } from "@/web/lib/api-client";
import { brandKeys } from "./get-brands";

export const createBrand = (body: CreateBrandBody) => unwrap(client.POST("/api/brands", { body }));

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
