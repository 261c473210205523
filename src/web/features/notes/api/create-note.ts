import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateNoteBody, Note } from "@/shared/contracts/notes";
import { api } from "@/web/lib/api-client";
import { noteKeys } from "./get-notes";

export const createNote = (body: CreateNoteBody) => api.post<Note>("/notes", body);

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}
