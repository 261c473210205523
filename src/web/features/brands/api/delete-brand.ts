import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import { brandKeys } from "./get-brands";

export const deleteBrand = (id: string) => api.delete(`/brands/${id}`);

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
