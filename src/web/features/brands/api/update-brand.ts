import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateBrandBody } from "@/shared/contracts/brands";
import { client, unwrap } from "@/web/lib/api-client";
import { brandKeys } from "./get-brands";

export const updateBrand = ({ id, body }: { id: string; body: UpdateBrandBody }) => unwrap(client.PATCH("/api/brands/{id}", { params: { path: { id } }, body }));

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
