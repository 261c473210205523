import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateNoteBody } from "@/shared/contracts/notes";
import { client, unwrap } from "@/web/lib/api-client";
import { noteKeys } from "./get-notes";

export const createNote = (body: CreateNoteBody) => unwrap(client.POST("/api/notes", { body }));

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}
