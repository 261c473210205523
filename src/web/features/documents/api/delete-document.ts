import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { documentKeys } from "./document-keys";

export const deleteDocument = (id: string) => unwrap(client.DELETE("/api/documents/{id}", { params: { path: { id } } }));

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
