import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Brand, UpdateBrandBody } from "@/shared/contracts/brands";
import { api } from "@/web/lib/api-client";
import { brandKeys } from "./get-brands";

export const updateBrand = ({ id, body }: { id: string; body: UpdateBrandBody }) => api.patch<Brand>(`/brands/${id}`, body);

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
