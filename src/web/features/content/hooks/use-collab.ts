import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import type { PresenceState } from "@/shared/contracts/collab";
import { CollabSession, type CollabStatus, type CollabTransport } from "../lib/collab-session";

/** Where co-editing happens on this page: the resolved workspace and who this tab is; null without a session. */
export interface CollabScope {
  workspaceId: string;
  user: { id: string; name: string; color: string };
  transport: CollabTransport;
  /** Tells the page's presence which row this tab edits. */
  setEditing: (draftId: string | null) => void;
}
export const CollabContext = createContext<CollabScope | null>(null);
export const useCollabScope = () => useContext(CollabContext);

interface RoomSnapshot {
  session: CollabSession | null;
  status: CollabStatus;
  others: PresenceState[];
}
const NONE: RoomSnapshot = { session: null, status: "connecting", others: [] };

/** A room's session that exists while someone subscribes (a component shows it), as an external store. */
function roomStore(scope: CollabScope | null, room: string | null) {
  let snapshot = NONE;
  return {
    subscribe(notify: () => void) {
      if (!scope || !room) return () => undefined;
      const session = new CollabSession(scope.transport, scope.workspaceId, room);
      const update = () => {
        snapshot = { session, status: session.status, others: session.others() };
        notify();
      };
      const offStatus = session.onStatus(update);
      session.awareness.on("change", update);
      update();
      return () => {
        offStatus();
        session.awareness.off("change", update);
        session.destroy();
        snapshot = NONE;
      };
    },
    get: () => snapshot,
  };
}

/** A room's session for as long as the component shows it, with its status and the others' presence. */
export function useCollabRoom(room: string | null, presence: Omit<PresenceState, "user">) {
  const scope = useCollabScope();
  const store = useMemo(() => roomStore(scope, room), [scope, room]);
  const { session, status, others } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { editing, generating } = presence;
  useEffect(() => {
    if (!session || !scope) return;
    const current = (session.awareness.getLocalState() ?? {}) as Partial<PresenceState>;
    session.setPresence({ ...current, user: scope.user, editing, generating });
  }, [session, scope, editing, generating]);
  return { session, status, others };
}
