import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Note } from "@/shared/contracts/notes";
import { LIMITS } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const noteKeys = {
  all: queryRoots.notes,
  list: () => [...noteKeys.all, "list"] as const,
};

export async function fetchNotes(): Promise<Note[]> {
  const page = await api.get<{ data: Note[] }>("/notes", { query: { limit: LIMITS.pageSizeMax } });
  return page.data;
}

export const notesQueryOptions = () => queryOptions({ queryKey: noteKeys.list(), queryFn: fetchNotes });

export function useNotes(enabled = true) {
  return useQuery({ ...notesQueryOptions(), enabled });
}
