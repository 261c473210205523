import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SchedulePostsBody, ScheduledPost, UpdatePostBody } from "@/shared/contracts/publishing";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";
import { scheduledPostKeys } from "./get-scheduled-posts";

export const schedulePosts = (body: SchedulePostsBody) => api.post<{ data: ScheduledPost[] }>("/scheduled-posts", body);
export const updatePost = ({ id, body }: { id: string; body: UpdatePostBody }) => api.patch<ScheduledPost>(`/scheduled-posts/${id}`, body);
export const cancelPost = (id: string) => api.delete(`/scheduled-posts/${id}`);
export const retryPost = (id: string) => api.post<ScheduledPost>(`/scheduled-posts/${id}/retry`);

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
