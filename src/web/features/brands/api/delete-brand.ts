import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { brandKeys } from "./get-brands";

export const deleteBrand = (id: string) => unwrap(client.DELETE("/api/brands/{id}", { params: { path: { id } } }));

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
