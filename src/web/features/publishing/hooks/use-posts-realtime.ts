import { POST_UPDATED_EVENT, POSTS_CHANNEL } from "@/shared/contracts/publishing";
import { useRealtimeRefresh } from "@/web/lib/use-realtime-refresh";
import { scheduledPostKeys } from "../api/get-scheduled-posts";

const POST_EVENTS = [[POSTS_CHANNEL, POST_UPDATED_EVENT]] as const;

/** The calendar and the dashboard's list show a post's outcome as the worker records it (the owner's channel). */
export function usePostsRealtime() {
  useRealtimeRefresh(scheduledPostKeys.all, POST_EVENTS);
}
