import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { documentKeys } from "./document-keys";

export const getDocument = (id: string, signal?: AbortSignal) => unwrap(client.GET("/api/documents/{id}", { params: { path: { id } }, signal }));

export const documentQueryOptions = (id: string) => queryOptions({ queryKey: documentKeys.detail(id), queryFn: ({ signal }) => getDocument(id, signal) });

/** One document with its whole extracted text (fetched only when shown). */
export const useDocument = (id: string | null) => useQuery({ ...documentQueryOptions(id ?? ""), enabled: id !== null });
