import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from "react";
import { clearRows, loadRows, saveRows, serializeRows } from "../lib/persistence";
import { initialRows, newRowId, type PostRow, type RowInput } from "../lib/post-row";
import { rowsReducer, type RowsAction } from "../lib/rows-reducer";

const PRISTINE = serializeRows(initialRows());

export interface PostRowsStore {
  rows: PostRow[];
  dispatch: (action: RowsAction) => void;
  /** The rows as of the last dispatch, for work that outlives a render (streams, bulk runs, idea insertion). */
  getRows: () => PostRow[];
  getRow: (id: string) => PostRow | undefined;
  addRows: (count: number, input?: RowInput) => void;
  reset: () => void;
}

/** The page's rows: restored from localStorage, written back on every change (spec §4). */
/** The prompt of the last row that has one: what a page reopened last used. */
const lastPromptOf = (rows: PostRow[]) => rows.findLast((row) => row.selectedPromptId !== "")?.selectedPromptId ?? "";

export function usePostRows(storageKey: string): PostRowsStore {
  const [rows, dispatchToReact] = useReducer(rowsReducer, storageKey, loadRows);
  const serialized = useMemo(() => serializeRows(rows), [rows]);
  useEffect(() => {
    // A page with only its untouched first row keeps nothing in storage, as after Reset.
    if (serialized === PRISTINE) clearRows(storageKey);
    else saveRows(storageKey, serialized);
  }, [storageKey, serialized]);

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
    latest.current = rowsReducer(latest.current, action);
    dispatchToReact(action);
  }, []);

  const getRows = useCallback(() => latest.current, []);
  const getRow = useCallback((id: string) => latest.current.find((row) => row.id === id), []);
  const addRows = useCallback(
    (count: number, input?: RowInput) =>
      dispatch({ type: "add", ids: Array.from({ length: count }, newRowId), input: { ...input, selectedPromptId: input?.selectedPromptId || lastPrompt.current } }),
    [dispatch],
  );
  const reset = useCallback(() => {
    clearRows(storageKey);
    dispatch({ type: "reset" });
  }, [storageKey, dispatch]);

  return { rows, dispatch, getRows, getRow, addRows, reset };
}
