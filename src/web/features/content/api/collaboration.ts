import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect } from "react";
import type { ContentType } from "@/shared/content-types";
import { DRAFT_COLLAB_EVENT, type DraftCollabPayload } from "@/shared/contracts/collaboration";
import { workspaceChannel } from "@/shared/contracts/workspaces";
import { client, unwrap, type ApiBody, type ApiData } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";
import { realtime } from "@/web/lib/realtime";
import { currentWorkspaceId } from "@/web/lib/workspace";

const keys = {
  comments: (id: string) => [...queryRoots.draftComments, id] as const,
  approval: (id: string) => [...queryRoots.draftApprovals, id] as const,
  summaries: [...queryRoots.draftApprovals, "summary"] as const,
  summary: (workspaceId: string, page: ContentType) => [...keys.summaries, workspaceId, page] as const,
};

export type CollabSummary = ApiData<"/api/collaboration/drafts">;
/** The page's row badges (open comments, approval status) and whether writers' posts wait for approval. */
export const CollabSummaryContext = createContext<CollabSummary | null>(null);
export const useRowCollab = (draftId: string) => {
  const summary = useContext(CollabSummaryContext);
  return { badge: summary?.data[draftId], approvalsRequired: summary?.approvals_required ?? false };
};

/**
 * Each draft of a page with its open comment threads and approval status, refreshed when any member comments or
 * decides (the workspace channel's draft.collab event), never by polling.
 */
export function useCollabSummary(page: ContentType, workspaceId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!workspaceId) return;
    return realtime.subscribe(
      workspaceChannel(workspaceId),
      DRAFT_COLLAB_EVENT,
      () => void queryClient.invalidateQueries({ queryKey: keys.summary(workspaceId, page) }),
    );
  }, [page, queryClient, workspaceId]);
  return useQuery({
    queryKey: keys.summary(workspaceId ?? "", page),
    enabled: Boolean(workspaceId),
    queryFn: ({ signal }) => unwrap(client.GET("/api/collaboration/drafts", { params: { query: { page } }, signal })),
  });
}

/** Invalidates a draft's comments or approval when any member changes them (the workspace channel's draft.collab). */
function useDraftCollabEvents(draftId: string, enabled: boolean, what: ReadonlySet<DraftCollabPayload["what"]>) {
  const queryClient = useQueryClient();
  const workspaceId = currentWorkspaceId();
  useEffect(() => {
    if (!enabled || !workspaceId) return;
    return realtime.subscribe(workspaceChannel(workspaceId), DRAFT_COLLAB_EVENT, (payload) => {
      const p = payload as DraftCollabPayload;
      if (p.draft_id !== draftId || !what.has(p.what)) return;
      void queryClient.invalidateQueries({ queryKey: p.what === "comments" ? keys.comments(draftId) : keys.approval(draftId) });
    });
  }, [draftId, enabled, queryClient, workspaceId, what]);
}

const COMMENTS_ONLY: ReadonlySet<DraftCollabPayload["what"]> = new Set(["comments"]);
const ALL_EVENTS: ReadonlySet<DraftCollabPayload["what"]> = new Set(["comments", "approval"]);

const commentsQuery = (draftId: string, enabled: boolean) => ({
  queryKey: keys.comments(draftId),
  enabled,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await unwrap(client.GET("/api/drafts/{id}/comments", { params: { path: { id: draftId } }, signal }))).data,
});

/**
 * A draft's comments alone (the row marks its commented passages with them), refreshed live when any member
 * comments; shares its cache with the comments sheet.
 */
export function useDraftComments(draftId: string, enabled: boolean) {
  useDraftCollabEvents(draftId, enabled, COMMENTS_ONLY);
  return useQuery(commentsQuery(draftId, enabled));
}

/** A draft's comments and approval, refreshed live when any member changes them. */
export function useDraftCollab(draftId: string, enabled: boolean) {
  const workspaceId = currentWorkspaceId();
  useDraftCollabEvents(draftId, enabled, ALL_EVENTS);
  const comments = useQuery(commentsQuery(draftId, enabled));
  const approval = useQuery({
    queryKey: keys.approval(draftId),
    enabled,
    queryFn: ({ signal }) => unwrap(client.GET("/api/drafts/{id}/approval", { params: { path: { id: draftId } }, signal })),
  });
  // Who can be @mentioned: the team's members (a personal workspace has only you).
  const members = useQuery({
    queryKey: [...queryRoots.workspaces, workspaceId, "members"],
    enabled: enabled && Boolean(workspaceId),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/workspaces/{id}/members", { params: { path: { id: workspaceId! } }, signal }))).data,
  });
  return { comments, approval, members };
}

export function useCommentActions(draftId: string) {
  const queryClient = useQueryClient();
  const done = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: keys.comments(draftId) }), queryClient.invalidateQueries({ queryKey: keys.summaries })]);
  const path = { params: { path: { id: draftId } } };
  return {
    add: useMutation({
      mutationFn: (body: ApiBody<"/api/drafts/{id}/comments", "post">) => unwrap(client.POST("/api/drafts/{id}/comments", { ...path, body })),
      onSuccess: done,
    }),
    resolve: useMutation({
      mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) =>
        unwrap(client.PATCH("/api/drafts/{id}/comments/{commentId}", { params: { path: { id: draftId, commentId } }, body: { resolved } })),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => unwrap(client.DELETE("/api/drafts/{id}/comments/{commentId}", { params: { path: { id: draftId, commentId } } })),
      onSuccess: done,
    }),
    decide: useMutation({
      mutationFn: (body: { action: "request" | "approve" | "request_changes"; comment: string }) =>
        unwrap(client.POST("/api/drafts/{id}/approval", { ...path, body })),
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries({ queryKey: keys.approval(draftId) }), queryClient.invalidateQueries({ queryKey: keys.summaries })]),
    }),
  };
}
