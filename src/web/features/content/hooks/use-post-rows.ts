import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import { DRAFT_CHANGED_EVENT, type DraftChangedPayload, type DraftPage, DRAFTS_REORDERED_EVENT, type DraftsReorderedPayload } from "@/shared/contracts/drafts";
import { workspaceChannel } from "@/shared/contracts/workspaces";
import { realtime } from "@/web/lib/realtime";
import { type DraftsApi, draftsApiFor } from "../api/drafts";
import { browserStorage, type CacheStorage, draftCacheKey, readDraftCache } from "../lib/draft-cache";
import { importLegacyRows } from "../lib/draft-import";
import { DraftSync, rowsFromCache, type SyncState } from "../lib/draft-sync";
import { initialRows, newRowId, type PostRow, type RowInput } from "../lib/post-row";
import { rowsReducer, type RowsAction } from "../lib/rows-reducer";

export interface PostRowsStore {
  rows: PostRow[];
  dispatch: (action: RowsAction) => void;
  /** The rows as of the last dispatch, for work that outlives a render (streams, bulk runs, idea insertion). */
  getRows: () => PostRow[];
  getRow: (id: string) => PostRow | undefined;
  addRows: (count: number, input?: RowInput) => void;
  reset: () => void;
  /** How the rows stand with the server (issue 25): saving, saved, offline with changes waiting, failed rows. */
  sync: SyncState;
  /** Sends a row whose save failed again. */
  retrySave: (id: string) => void;
  /** The workspace the drafts were listed in (the co-editing rooms' scope); null until loaded or without a session. */
  workspaceId: string | null;
}

/** Whose drafts of which workspace the page shows: without one (signed out, tests) the rows live in this tab only. */
export interface DraftScope {
  userId: string;
  /** The tab's workspace; null is the user's personal workspace. */
  workspaceId: string | null;
  /** A viewer: the rows are shown, never sent. */
  readOnly: boolean;
  /** The page's key from before drafts were shared (imported once into the personal workspace). */
  legacyStorageKey?: string;
}

export interface DraftDeps {
  apiFor: (workspaceId: string | null) => DraftsApi;
  storage: CacheStorage | null;
  subscribe: typeof realtime.subscribe;
  onSocketState: typeof realtime.onStateChange;
}

const defaultDeps = (): DraftDeps => ({
  apiFor: draftsApiFor,
  storage: browserStorage(),
  subscribe: (channel, event, handler) => realtime.subscribe(channel, event, handler),
  onSocketState: (listener) => realtime.onStateChange(listener),
});

const IDLE: SyncState = { status: "saved", pending: 0, failures: {}, loadError: null };

/** Actions that can leave a page empty get the id of its new blank row here: the reducer stays pure. */
function withBlankId(action: RowsAction): RowsAction {
  switch (action.type) {
    case "remove":
    case "removeRows":
    case "reset":
    case "replace":
    case "applyDrafts":
      return action.blankId ? action : { ...action, blankId: newRowId() };
    default:
      return action;
  }
}

/**
 * The page's rows: opened at once from this browser's cache of the workspace's drafts, loaded from the server,
 * every change saved (lib/draft-sync.ts) and every other tab's and member's change applied live. The scope is
 * fixed for the hook's life: the page remounts it when the tab's workspace changes.
 */
export function usePostRows(page: DraftPage, scope: DraftScope | null = null, deps: DraftDeps = defaultDeps()): PostRowsStore {
  const depsRef = useRef(deps);
  const [rows, dispatchToReact] = useReducer(rowsReducer, null, () => {
    if (!scope) return initialRows(newRowId());
    const cached = rowsFromCache(readDraftCache(draftKeyOf(scope, page), deps.storage));
    return cached.length > 0 ? cached : initialRows(newRowId());
  });
  const [sync, setSync] = useState<SyncState>(scope ? { ...IDLE, status: "loading" } : IDLE);

  const latest = useRef(rows);
  useLayoutEffect(() => {
    latest.current = rows;
  }, [rows]);
  // Work outside a render reads what it just did: a stream's last piece and the error right behind it can arrive
  // before React renders, and a broken stream must still see the text it wrote (the reducer is pure, so React's
  // own run of it gives the same rows).
  // The prompt last chosen on this page (in a row or for all rows): new rows start with it (issue 24).
  const lastPrompt = useRef(lastPromptOf(rows));
  const dispatch = useCallback((action: RowsAction) => {
    if (action.type === "applyPrompt") lastPrompt.current = action.promptId;
    if (action.type === "update" && action.input.selectedPromptId) lastPrompt.current = action.input.selectedPromptId;
    const named = withBlankId(action);
    latest.current = rowsReducer(latest.current, named);
    dispatchToReact(named);
  }, []);
  const getRows = useCallback(() => latest.current, []);
  const getRow = useCallback((id: string) => latest.current.find((row) => row.id === id), []);

  const engine = useRef<DraftSync | null>(null);
  /** The workspace the server listed the drafts of (the personal one resolved): the co-editing rooms' scope. */
  const [listedWorkspace, setListedWorkspace] = useState<string | null>(null);
  const readOnly = scope?.readOnly ?? false;
  const readOnlyRef = useRef(readOnly);
  useEffect(() => {
    readOnlyRef.current = readOnly;
  }, [readOnly]);

  const userId = scope?.userId;
  const workspaceId = scope?.workspaceId ?? null;
  const legacyKey = scope?.legacyStorageKey;
  useEffect(() => {
    if (!userId) return;
    const { apiFor, storage, subscribe, onSocketState } = depsRef.current;
    const engineNow = new DraftSync({
      api: apiFor(workspaceId),
      page,
      cacheKey: draftKeyOf({ userId, workspaceId }, page),
      storage,
      dispatch,
      getRows,
      onState: setSync,
      readOnly: () => readOnlyRef.current,
    });
    engine.current = engineNow;
    let stopped = false;
    const offs: Array<() => void> = [];
    void (async () => {
      if (legacyKey) await importLegacyRows({ api: apiFor(null), page, storageKey: legacyKey, userId, storage });
      if (stopped) return;
      const listed = await engineNow.load({ first: true });
      if (stopped || !listed) return;
      setListedWorkspace(listed);
      const channel = workspaceChannel(listed);
      offs.push(
        subscribe(channel, DRAFT_CHANGED_EVENT, (payload) => void engineNow.receive(payload as DraftChangedPayload)),
        subscribe(channel, DRAFTS_REORDERED_EVENT, (payload) => engineNow.reordered(payload as DraftsReorderedPayload)),
        // Events missed while the socket was closed: load again when it reopens.
        onSocketState((state) => {
          if (state === "open") void engineNow.load();
        }),
      );
    })();
    const online = () => engineNow.online();
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      engineNow.stop();
      engine.current = null;
      window.removeEventListener("online", online);
      for (const off of offs) off();
    };
  }, [userId, workspaceId, page, legacyKey, dispatch, getRows]);

  useEffect(() => {
    engine.current?.track(rows);
  }, [rows]);

  const addRows = useCallback(
    (count: number, input?: RowInput) =>
      dispatch({
        type: "add",
        ids: Array.from({ length: count }, newRowId),
        input: { ...input, selectedPromptId: input?.selectedPromptId || lastPrompt.current },
      }),
    [dispatch],
  );
  const reset = useCallback(() => dispatch({ type: "reset" }), [dispatch]);
  const retrySave = useCallback((id: string) => engine.current?.retry(id), []);

  return { rows, dispatch, getRows, getRow, addRows, reset, sync, retrySave, workspaceId: listedWorkspace };
}

/** The prompt of the last row that has one: what a page reopened last used. */
const lastPromptOf = (rows: PostRow[]) => rows.findLast((row) => row.selectedPromptId !== "")?.selectedPromptId ?? "";

const draftKeyOf = (scope: Pick<DraftScope, "userId" | "workspaceId">, page: DraftPage) => draftCacheKey(scope.userId, scope.workspaceId, page);
