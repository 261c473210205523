import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Brand, CreateBrandBody } from "@/shared/contracts/brands";
import { api } from "@/web/lib/api-client";
import { brandKeys } from "./get-brands";

export const createBrand = (body: CreateBrandBody) => api.post<Brand>("/brands", body);

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
