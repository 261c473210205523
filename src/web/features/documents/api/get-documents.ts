import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import type { DocumentSummary } from "@/shared/contracts/documents";
import { api } from "@/web/lib/api-client";
import { documentKeys } from "./document-keys";

export const getDocuments = (signal?: AbortSignal) =>
  api.get<{ data: DocumentSummary[]; next_cursor: string | null }>("/documents", { query: { limit: LIMITS.pageSizeMax }, signal });

export const documentsQueryOptions = () => queryOptions({ queryKey: documentKeys.list(), queryFn: async ({ signal }) => (await getDocuments(signal)).data });

/** The caller's documents, newest first, each with a short text preview. */
export const useDocuments = () => useQuery(documentsQueryOptions());
