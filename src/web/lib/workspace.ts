/**
 * The workspace this tab works in (issue 25). Each tab keeps its own (sessionStorage), a link with `?ws=<id>` opens
 * a page in that workspace, and null means the signed-in user's personal workspace. The typed client sends it as
 * the X-Workspace-Id header on every call; the server checks membership on each one.
 */
const STORAGE_KEY = "cs.workspace";
export const WORKSPACE_QUERY_PARAM = "ws";

type Listener = (workspaceId: string | null) => void;
const listeners = new Set<Listener>();

function fromLocation(): string | null {
  if (typeof location === "undefined") return null;
  return new URLSearchParams(location.search).get(WORKSPACE_QUERY_PARAM);
}

function fromSession(): string | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A `?ws=` link's workspace becomes this tab's, kept for the pages it opens next (reloads and typed addresses too). */
function initial(): string | null {
  const linked = fromLocation();
  if (!linked) return fromSession();
  try {
    sessionStorage.setItem(STORAGE_KEY, linked);
  } catch {
    // Storage refused (private mode): the tab keeps it in memory.
  }
  return linked;
}

let current: string | null = initial();

export function currentWorkspaceId(): string | null {
  return current;
}

/** Switches this tab's workspace (null: personal) and tells the listeners (the shell resets cached queries). */
export function setCurrentWorkspace(workspaceId: string | null): void {
  if (workspaceId === current) return;
  current = workspaceId;
  try {
    if (workspaceId) sessionStorage.setItem(STORAGE_KEY, workspaceId);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the tab still keeps it in memory.
  }
  for (const listener of listeners) listener(workspaceId);
}

export function subscribeWorkspace(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
