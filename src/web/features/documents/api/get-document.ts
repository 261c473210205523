import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentDetail } from "@/shared/contracts/documents";
import { api } from "@/web/lib/api-client";
import { documentKeys } from "./document-keys";

export const getDocument = (id: string, signal?: AbortSignal) => api.get<DocumentDetail>(`/documents/${encodeURIComponent(id)}`, { signal });

export const documentQueryOptions = (id: string) => queryOptions({ queryKey: documentKeys.detail(id), queryFn: ({ signal }) => getDocument(id, signal) });

/** One document with its whole extracted text (fetched only when shown). */
export const useDocument = (id: string | null) => useQuery({ ...documentQueryOptions(id ?? ""), enabled: id !== null });
