import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SchedulePostsBody, UpdatePostBody } from "@/shared/contracts/publishing";
import { client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";
import { scheduledPostKeys } from "./get-scheduled-posts";

export const schedulePosts = (body: SchedulePostsBody) => unwrap(client.POST("/api/scheduled-posts", { body }));
export const updatePost = ({ id, body }: { id: string; body: UpdatePostBody }) =>
  unwrap(client.PATCH("/api/scheduled-posts/{id}", { params: { path: { id } }, body }));
export const cancelPost = (id: string) => unwrap(client.DELETE("/api/scheduled-posts/{id}", { params: { path: { id } } }));
export const retryPost = (id: string) => unwrap(client.POST("/api/scheduled-posts/{id}/retry", { params: { path: { id } } }));

/** Every change to a post refreshes the calendar, the dashboard's next posts and (once sent) the history. */
function usePostMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: scheduledPostKeys.all }), queryClient.invalidateQueries({ queryKey: queryRoots.history })]),
  });
}

export const useSchedulePosts = () => usePostMutation(schedulePosts);
export const useUpdatePost = () => usePostMutation(updatePost);
export const useCancelPost = () => usePostMutation(cancelPost);
export const useRetryPost = () => usePostMutation(retryPost);
