import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, client, unwrap } from "@/web/lib/api-client";
import { reviewKeys } from "./review-keys";

/** The drafts of a review link, for a client without an account; `null` when the link is not (or no longer) usable. */
export function usePublicReview(token: string) {
  return useQuery({
    queryKey: reviewKeys.publicReview(token),
    queryFn: async ({ signal }) => {
      try {
        return await unwrap(client.GET("/api/review/{token}", { params: { path: { token } }, signal }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    retry: false,
  });
}

export function useSendReviewComment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { draft_id: string; name: string; body: string }) => unwrap(client.POST("/api/review/{token}/comments", { params: { path: { token } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.publicReview(token) }),
  });
}
