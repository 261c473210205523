import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { WorkspaceSummary } from "@/shared/contracts/workspace-members";
import { WORKSPACE_ACCESS_REVOKED_EVENT, WORKSPACE_CHANGED_EVENT, type WorkspaceChangedPayload, workspaceChannel } from "@/shared/contracts/workspaces";
import { errorMessage } from "@/web/lib/api-error";
import { queryRoots } from "@/web/lib/query-roots";
import { realtime } from "@/web/lib/realtime";
import { toast } from "@/web/lib/toast";
import { currentWorkspaceId, setCurrentWorkspace, subscribeWorkspace, WORKSPACE_QUERY_PARAM } from "@/web/lib/workspace";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { acceptInvitation } from "../api/invitations";
import { useWorkspaces } from "../api/workspaces";
import { workspaceKeys } from "../api/workspaces-keys";
import { workspacesCopy as copy } from "../copy";
import { takePendingInvitation } from "../pending-invitation";

interface WorkspaceState {
  /** This tab's workspace (the personal one when the tab names none), once the list is loaded. */
  current: WorkspaceSummary | undefined;
  workspaces: WorkspaceSummary[];
  loading: boolean;
  error: boolean;
  switchTo: (id: string | null) => void;
  /**
   * Deletes or leaves a workspace (`run`) and takes the tab home when it is done. The server's revocation and the
   * list without the workspace then raise no notice of their own: the caller shows the one notice of what happened.
   */
  departFrom: (id: string, run: () => Promise<unknown>) => Promise<void>;
}

const WorkspaceStateContext = createContext<WorkspaceState>({
  current: undefined,
  workspaces: [],
  loading: true,
  error: false,
  switchTo: setCurrentWorkspace,
  departFrom: async (_id, run) => {
    await run();
    setCurrentWorkspace(null);
  },
});
export const useWorkspaceState = () => useContext(WorkspaceStateContext);

/** `queryRoots[resource]` when the name is one of them. */
function rootOf(resource: string) {
  return Object.hasOwn(queryRoots, resource) ? queryRoots[resource as keyof typeof queryRoots] : undefined;
}

/**
 * The shell's workspace (issue 25): which workspace this tab works in, the user's role there (WorkspaceRoleContext),
 * the workspace's realtime channel (every member's change refreshes that resource here), and the fall-backs: a
 * workspace that is gone or a removed membership takes the tab back to the personal workspace with a notice.
 */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState(currentWorkspaceId);
  const list = useWorkspaces();
  const workspaces = useMemo(() => list.data ?? [], [list.data]);
  const current = selectedId ? workspaces.find((w) => w.id === selectedId) : workspaces.find((w) => w.kind === "personal");
  const currentName = current?.name;
  // Workspaces this tab is deleting or leaving on the user's own click (see departFrom).
  const departing = useRef(new Set<string>());

  // Switching (here or by a notice) drops every cached answer of the previous workspace.
  useEffect(
    () =>
      subscribeWorkspace((id) => {
        setSelectedId(id);
        void queryClient.resetQueries();
      }),
    [queryClient],
  );

  // A `?ws=<id>` link opens the page in that workspace.
  const linked = new URLSearchParams(location.search).get(WORKSPACE_QUERY_PARAM);
  useEffect(() => {
    if (linked && linked !== currentWorkspaceId()) setCurrentWorkspace(linked);
  }, [linked]);

  // The tab's workspace was deleted or the user removed from it while the tab was closed.
  useEffect(() => {
    if (selectedId && list.isSuccess && !workspaces.some((w) => w.id === selectedId)) {
      setCurrentWorkspace(null);
      if (!departing.current.has(selectedId)) toast.warning(copy.notices.unavailable);
    }
  }, [selectedId, list.isSuccess, workspaces]);

  // An invitation accepted on the way in (sign-up, confirm, sign-in): join it now.
  useEffect(() => {
    const token = takePendingInvitation();
    if (!token) return;
    acceptInvitation(token)
      .then(async ({ workspace }) => {
        await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
        setCurrentWorkspace(workspace.id);
        toast.success(copy.notices.joined(workspace.name));
      })
      .catch((err: unknown) => toast.error(copy.notices.acceptFailed, errorMessage(err)));
  }, [queryClient]);

  // Every member's change to a resource refreshes it here; losing access takes the tab home.
  const channelId = current?.id;
  useEffect(() => {
    if (!channelId) return;
    const channel = workspaceChannel(channelId);
    const offChanged = realtime.subscribe(channel, WORKSPACE_CHANGED_EVENT, (payload) => {
      const root = rootOf((payload as WorkspaceChangedPayload | null)?.resource ?? "");
      if (root) void queryClient.invalidateQueries({ queryKey: root });
    });
    const offRevoked = realtime.subscribe(channel, WORKSPACE_ACCESS_REVOKED_EVENT, () => {
      setCurrentWorkspace(null);
      if (departing.current.has(channelId)) return;
      toast.warning(currentName ? copy.notices.revoked(currentName) : copy.notices.revokedUnnamed);
    });
    return () => {
      offChanged();
      offRevoked();
    };
  }, [channelId, currentName, queryClient]);

  const state = useMemo<WorkspaceState>(
    () => ({
      current,
      workspaces,
      loading: list.isPending,
      error: list.isError,
      switchTo: (id) => {
        setCurrentWorkspace(id);
        // The address names the workspace too, so a copied link opens it there.
        const params = new URLSearchParams(location.search);
        if (params.has(WORKSPACE_QUERY_PARAM)) {
          params.delete(WORKSPACE_QUERY_PARAM);
          if (id) params.set(WORKSPACE_QUERY_PARAM, id);
          void navigate({ pathname: location.pathname, search: params.toString() }, { replace: true });
        }
      },
      departFrom: async (id, run) => {
        departing.current.add(id);
        try {
          await run();
        } catch (err) {
          departing.current.delete(id);
          throw err;
        }
        setCurrentWorkspace(null);
      },
    }),
    [current, workspaces, list.isPending, list.isError, location.pathname, location.search, navigate],
  );

  return (
    <WorkspaceStateContext.Provider value={state}>
      <WorkspaceRoleContext.Provider value={current?.role ?? "owner"}>{children}</WorkspaceRoleContext.Provider>
    </WorkspaceStateContext.Provider>
  );
}
