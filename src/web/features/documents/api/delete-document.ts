import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteResult } from "@/shared/contracts/images";
import { api } from "@/web/lib/api-client";
import { documentKeys } from "./document-keys";

export const deleteDocument = (id: string) => api.delete<DeleteResult>(`/documents/${encodeURIComponent(id)}`);

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
