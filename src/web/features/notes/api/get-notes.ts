import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const noteKeys = {
  all: queryRoots.notes,
  list: () => [...noteKeys.all, "list"] as const,
};

export async function fetchNotes() {
  const page = await unwrap(client.GET("/api/notes", { params: { query: { limit: LIMITS.pageSizeMax } } }));
  return page.data;
}

export const notesQueryOptions = () => queryOptions({ queryKey: noteKeys.list(), queryFn: fetchNotes });

export function useNotes(enabled = true) {
  return useQuery({ ...notesQueryOptions(), enabled });
}
