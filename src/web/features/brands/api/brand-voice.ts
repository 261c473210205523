import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateBrandVoiceBody } from "@/shared/contracts/brand-voice";
import { client, unwrap } from "@/web/lib/api-client";
import { historyKeys } from "@/web/features/history/api/history-keys";
import { brandKeys } from "./get-brands";

/** How many History items the sample picker shows for a search. */
const HISTORY_PICK = 20;

export const fetchBrandVoice = (id: string, signal?: AbortSignal) => unwrap(client.GET("/api/brands/{id}/voice", { params: { path: { id } }, signal }));

export const brandVoiceQueryOptions = (id: string) => queryOptions({ queryKey: brandKeys.voice(id), queryFn: ({ signal }) => fetchBrandVoice(id, signal) });

export function useBrandVoice(id: string | null) {
  return useQuery({ ...brandVoiceQueryOptions(id ?? ""), enabled: id !== null });
}

export function useSaveBrandVoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBrandVoiceBody) => unwrap(client.PUT("/api/brands/{id}/voice", { params: { path: { id } }, body })),
    onSuccess: (voice) => queryClient.setQueryData(brandKeys.voice(id), voice),
  });
}

export function useLearnVoice(id: string) {
  return useMutation({
    mutationFn: (samples: string[]) => unwrap(client.POST("/api/brands/{id}/voice/learn", { params: { path: { id } }, body: { samples } })),
  });
}

/** History items matching a search, as samples to learn from (the newest first). */
export function useHistorySamples(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...historyKeys.list({ q }), "samples"],
    queryFn: ({ signal }) => unwrap(client.GET("/api/history", { params: { query: { q: q || undefined, limit: HISTORY_PICK } }, signal })),
    enabled,
  });
}
