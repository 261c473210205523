import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { documentKeys } from "./document-keys";

/** POST /api/documents (multipart `file`): stores the file and answers it with its extracted text. */
export function uploadDocument(file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return unwrap(client.POST("/api/documents", { body: {}, bodySerializer: () => form }));
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (doc) => {
      queryClient.setQueryData(documentKeys.detail(doc.id), doc);
      return queryClient.invalidateQueries({ queryKey: documentKeys.list() });
    },
  });
}
