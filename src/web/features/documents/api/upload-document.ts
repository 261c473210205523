import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentDetail } from "@/shared/contracts/documents";
import { api } from "@/web/lib/api-client";
import { documentKeys } from "./document-keys";

/** POST /api/documents (multipart `file`): stores the file and answers it with its extracted text. */
export function uploadDocument(file: File): Promise<DocumentDetail> {
  const form = new FormData();
  form.append("file", file, file.name);
  return api.upload<DocumentDetail>("/documents", form);
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
