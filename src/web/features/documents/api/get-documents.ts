import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { client, unwrap } from "@/web/lib/api-client";
import { documentKeys } from "./document-keys";

export const getDocuments = (signal?: AbortSignal) =>
  unwrap(client.GET("/api/documents", { params: { query: { limit: LIMITS.pageSizeMax } }, signal }));

export const documentsQueryOptions = () => queryOptions({ queryKey: documentKeys.list(), queryFn: async ({ signal }) => (await getDocuments(signal)).data });

/** The caller's documents, newest first, each with a short text preview. */
export const useDocuments = () => useQuery(documentsQueryOptions());
