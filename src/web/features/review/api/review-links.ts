import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DraftPage } from "@/shared/contracts/drafts";
import { type ApiBody, client, unwrap } from "@/web/lib/api-client";
import { reviewKeys } from "./review-keys";

/** The workspace's review links with their state, last opened and comment count. */
export function useReviewLinks() {
  return useQuery({
    queryKey: reviewKeys.links(),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/review-links", { signal }))).data,
  });
}

/** The drafts of a content page the share dialog offers (read when it opens). */
export function usePageDraftsForReview(page: DraftPage, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.pageDrafts(page),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/drafts", { params: { query: { page } }, signal }))).data,
    enabled,
    staleTime: 0,
  });
}

/** Clients' comments on these drafts, oldest first. */
export function useClientComments(draftIds: string[]) {
  return useQuery({
    queryKey: reviewKeys.comments(draftIds),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/review-links/comments", { params: { query: { draft_ids: draftIds.join(",") } }, signal }))).data,
    enabled: draftIds.length > 0,
  });
}

export function useCreateReviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/review-links", "post">) => unwrap(client.POST("/api/review-links", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export function useRevokeReviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.POST("/api/review-links/{id}/revoke", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
