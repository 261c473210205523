import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { POST_UPDATED_EVENT, POSTS_CHANNEL } from "@/shared/contracts/publishing";
import { WORKSPACE_CHANGED_EVENT, workspaceChannel, type WorkspaceChangedPayload } from "@/shared/contracts/workspaces";
import { realtime } from "@/web/lib/realtime";
import { useRealtimeRefresh } from "@/web/lib/use-realtime-refresh";
import { currentWorkspaceId } from "@/web/lib/workspace";
import { scheduledPostKeys } from "../api/get-scheduled-posts";

const POST_EVENTS = [[POSTS_CHANNEL, POST_UPDATED_EVENT]] as const;

/**
 * The calendar and the dashboard's list show a post's outcome as the worker records it (the author's channel), and
 * in a team workspace every member's schedule, edit and outcome (the workspace's channel, issue 25).
 */
export function usePostsRealtime() {
  useRealtimeRefresh(scheduledPostKeys.all, POST_EVENTS);
  const queryClient = useQueryClient();
  const workspaceId = currentWorkspaceId();
  useEffect(() => {
    if (!workspaceId) return;
    return realtime.subscribe(workspaceChannel(workspaceId), WORKSPACE_CHANGED_EVENT, (payload) => {
      if ((payload as WorkspaceChangedPayload | null)?.resource === "scheduledPosts") void queryClient.invalidateQueries({ queryKey: scheduledPostKeys.all });
    });
  }, [queryClient, workspaceId]);
}
